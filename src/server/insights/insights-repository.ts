import { sql } from 'kysely';
import type { Category } from '../../shared/constants';
import type { Db } from '../db/connection';

/** A payment's category: the customer's choice for it, else for its counterparty, else the rules. */
const CATEGORY = sql`coalesce(pc.category, cr.category, payment_rule_category(p.kind, p.type, p.details))`;
const CATEGORY_JOINS = sql`
  LEFT JOIN payment_categories pc ON pc.payment_id = p.id
  LEFT JOIN category_rules cr ON cr.user_id = p.user_id AND cr.counterparty_key = counterparty_key(p.counterparty)`;

export async function categoryOfPayment(db: Db, paymentId: string): Promise<Category | undefined> {
  const { rows } = await sql<{ category: Category }>`
    SELECT ${CATEGORY} AS category FROM payments p ${CATEGORY_JOINS} WHERE p.id = ${paymentId}`.execute(db);
  return rows[0]?.category;
}

/** The payment, if it is the user's own, with the key its counterparty is remembered by. */
export async function ownPayment(db: Db, userId: string, paymentId: string) {
  const { rows } = await sql<{ id: string; key: string | null }>`
    SELECT p.id, counterparty_key(p.counterparty) AS key FROM payments p
    WHERE p.id = ${paymentId} AND p.user_id = ${userId}`.execute(db);
  return rows[0];
}

export async function setPaymentCategory(db: Db, userId: string, paymentId: string, category: Category) {
  await sql`INSERT INTO payment_categories (payment_id, user_id, category) VALUES (${paymentId}, ${userId}, ${category})
    ON CONFLICT (payment_id) DO UPDATE SET category = EXCLUDED.category, updated_at = now()`.execute(db);
}

export async function rememberCategory(db: Db, userId: string, key: string, category: Category) {
  await sql`INSERT INTO category_rules (user_id, counterparty_key, category) VALUES (${userId}, ${key}, ${category})
    ON CONFLICT (user_id, counterparty_key) DO UPDATE SET category = EXCLUDED.category, updated_at = now()`.execute(
    db,
  );
}

/**
 * Money out in [from, to) by category, fees apart as Fees: one month of the user's withdrawals through
 * payments_user_day_idx, whatever the length of their history. Failed payments moved nothing; a move
 * between one's own accounts and pots (`own_transfer`) is not spending.
 */
export async function spendingBetween(db: Db, userId: string, from: Date, to: Date) {
  const { rows } = await sql<{ category: Category; cents: string }>`
    WITH out AS (
      SELECT ${CATEGORY} AS category, p.amount_cents, p.fee_cents FROM payments p ${CATEGORY_JOINS}
      WHERE p.user_id = ${userId} AND p.type = 'withdrawal' AND p.status <> 'Failed' AND p.kind <> 'own_transfer'
        AND p.created_at >= ${from} AND p.created_at < ${to})
    SELECT category, sum(amount_cents)::text AS cents FROM out GROUP BY category
    UNION ALL
    SELECT 'Fees', sum(fee_cents)::text FROM out HAVING sum(fee_cents) > 0`.execute(db);
  return rows.map((r) => ({ category: r.category, cents: BigInt(r.cents) }));
}

/** Money in and out per UTC month from the daily totals: at most 366 rows. */
export async function flowsByMonth(db: Db, userId: string, from: Date, to: Date) {
  const { rows } = await sql<{ month: string; inflow: string; outflow: string }>`
    SELECT to_char(day, 'YYYY-MM') AS month, sum(inflow_cents)::text AS inflow, sum(outflow_cents)::text AS outflow
    FROM payment_day_totals WHERE user_id = ${userId} AND day >= ${from}::date AND day < ${to}::date
    GROUP BY 1`.execute(db);
  return new Map(rows.map((r) => [r.month, { inflow: BigInt(r.inflow), outflow: BigInt(r.outflow) }]));
}
