import { sql } from 'kysely';
import type { Db } from '../db/connection';

/*
 * The SQL of the monitoring rules (docs/monitoring.md). Each reads one customer's payments around the
 * payment being looked at, through the payments' per-customer indexes, never a whole table; all times are
 * the payments' own, so a rule answers the same whenever the sweep runs.
 */

/** Payments the customer sent to someone else: what the rules watch. */
const OUT = sql`type = 'withdrawal' AND kind IN ('local_transfer', 'wire_transfer')
  AND status IN ('Successful', 'Processing')`;
/** Any payment the customer made themselves, for the dormancy rule (moves between their own accounts too). */
const OWN_ACTION = sql`type = 'withdrawal' AND kind IN ('local_transfer', 'wire_transfer', 'own_transfer')
  AND status <> 'Failed'`;

/** When the payment was made, to the microsecond (a JavaScript date keeps only milliseconds). */
const madeAt = (paymentId: string) => sql`(SELECT created_at FROM payments WHERE id = ${paymentId})`;

export type Watched = {
  id: string;
  seq: bigint;
  user_id: string;
  type: string;
  kind: string;
  status: string;
  amount_cents: bigint;
  counterparty: { bankName?: string; accountNumber?: string };
  created_at: Date;
};

/** The payments above the cursor not looked at yet, oldest first. */
export async function unswept(db: Db, limit: number): Promise<Watched[]> {
  const { rows } = await sql<Watched>`
    SELECT p.id, p.seq, p.user_id, p.type, p.kind, p.status, p.amount_cents, p.counterparty, p.created_at
    FROM payments p, monitoring_sweep s
    WHERE p.seq > s.last_seq
      AND NOT EXISTS (SELECT FROM monitoring_checked c WHERE c.payment_id = p.id)
    ORDER BY p.seq LIMIT ${limit}`.execute(db);
  return rows;
}

/** Whether the payment is one the rules start from: money the customer sent to someone else. */
export const isWatchedOut = (p: Watched) =>
  p.type === 'withdrawal' &&
  ['local_transfer', 'wire_transfer'].includes(p.kind) &&
  ['Successful', 'Processing'].includes(p.status);

/** Locks the cursor for the batch: one sweep at a time across instances. */
export async function lockSweep(db: Db): Promise<void> {
  await sql`SELECT last_seq FROM monitoring_sweep FOR UPDATE`.execute(db);
}

export async function markChecked(db: Db, payments: Watched[]): Promise<void> {
  if (payments.length === 0) return;
  await sql`INSERT INTO monitoring_checked (payment_id, seq)
    SELECT * FROM unnest(${payments.map((p) => p.id)}::uuid[], ${payments.map((p) => p.seq.toString())}::bigint[])
    ON CONFLICT DO NOTHING`.execute(db);
}

/**
 * Moves the cursor up to the first payment above it that is not looked at yet or younger than
 * `settleMinutes` (a transaction still running may yet commit a payment with a lower seq), and forgets
 * the marks below it.
 */
export async function advanceCursor(db: Db, settleMinutes: number): Promise<void> {
  await sql`
    WITH stop AS (
      SELECT p.seq FROM payments p, monitoring_sweep s
      WHERE p.seq > s.last_seq
        AND (p.created_at > now() - make_interval(mins => ${settleMinutes})
             OR NOT EXISTS (SELECT FROM monitoring_checked c WHERE c.payment_id = p.id))
      ORDER BY p.seq LIMIT 1)
    UPDATE monitoring_sweep SET swept_at = now(),
      last_seq = greatest(last_seq, coalesce((SELECT seq - 1 FROM stop), (SELECT max(seq) FROM payments)))`.execute(
    db,
  );
  await sql`DELETE FROM monitoring_checked WHERE seq <= (SELECT last_seq FROM monitoring_sweep)`.execute(db);
}

/** The customer's payments out within `days` up to `at`, each in [low, limit). */
export async function paymentsJustUnder(
  db: Db,
  userId: string,
  paymentId: string,
  days: number,
  low: bigint,
  limit: bigint,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM payments
    WHERE user_id = ${userId} AND ${OUT}
      AND created_at > ${madeAt(paymentId)} - make_interval(days => ${days}) AND created_at <= ${madeAt(paymentId)}
      AND amount_cents >= ${low} AND amount_cents < ${limit}
    ORDER BY created_at, seq`.execute(db);
  return rows.map((r) => r.id);
}

/** Whether the rule raised an alert for the customer on a payment made after `since`. */
export async function alertedSince(db: Db, userId: string, rule: string, since: Date): Promise<boolean> {
  const { rows } = await sql`SELECT FROM monitoring_alerts
    WHERE user_id = ${userId} AND rule = ${rule} AND triggered_at > ${since} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/**
 * The customer's payments out on the day of `at` (bank's time zone) up to `at`, and the sum of those of
 * the `historyDays` days before it.
 */
export async function dayAgainstHistory(
  db: Db,
  userId: string,
  paymentId: string,
  historyDays: number,
  timeZone: string,
): Promise<{ day: string; todayCents: bigint; historyCents: bigint; todayIds: string[] }> {
  const { rows } = await sql<{ day: string; today: bigint; history: bigint; ids: string[] | null }>`
    WITH d AS (SELECT date_trunc('day', at, ${timeZone}) AS start, at FROM (SELECT ${madeAt(paymentId)} AS at) a)
    SELECT to_char(d.start AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day,
      coalesce(sum(p.amount_cents) FILTER (WHERE p.created_at >= d.start), 0)::bigint AS today,
      coalesce(sum(p.amount_cents) FILTER (WHERE p.created_at < d.start), 0)::bigint AS history,
      array_agg(p.id ORDER BY p.seq) FILTER (WHERE p.created_at >= d.start) AS ids
    FROM d LEFT JOIN payments p ON p.user_id = ${userId} AND p.type = 'withdrawal'
      AND p.kind IN ('local_transfer', 'wire_transfer') AND p.status IN ('Successful', 'Processing')
      AND p.created_at >= d.start - make_interval(days => ${historyDays}) AND p.created_at <= d.at
    GROUP BY d.start`.execute(db);
  const r = rows[0]!;
  return { day: r.day, todayCents: r.today, historyCents: r.history, todayIds: r.ids ?? [] };
}

export type CreditOut = { id: string; amount_cents: bigint; out_cents: bigint; out_ids: string[] };

/**
 * Credits of at least `floorCents` within `hours` before `at` that have no alert of this rule yet, each
 * with the customer's payments out from it up to `at`.
 */
export async function creditsPaidOut(
  db: Db,
  userId: string,
  paymentId: string,
  hours: number,
  floorCents: bigint,
): Promise<CreditOut[]> {
  const { rows } = await sql<CreditOut>`
    SELECT c.id, c.amount_cents, o.out_cents, o.out_ids
    FROM payments c
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(amount_cents), 0)::bigint AS out_cents, coalesce(array_agg(id ORDER BY seq), '{}') AS out_ids
      FROM payments WHERE user_id = ${userId} AND ${OUT} AND created_at >= c.created_at AND created_at <= ${madeAt(paymentId)}) o
    WHERE c.user_id = ${userId} AND c.type = 'deposit'
      AND c.kind IN ('incoming_transfer', 'bank_credit', 'cheque_deposit', 'loan_disbursement')
      AND c.status IN ('Successful', 'Processing')
      AND c.amount_cents >= ${floorCents}
      AND c.created_at >= ${madeAt(paymentId)} - make_interval(hours => ${hours})
      AND c.created_at <= ${madeAt(paymentId)}
      AND NOT EXISTS (SELECT FROM monitoring_alerts a WHERE a.rule = 'in_out' AND a.dedupe_key = c.id::text)
    ORDER BY c.seq`.execute(db);
  return rows;
}

/** When the customer first saved a payee for this destination, if they have. */
export async function payeeSavedAt(
  db: Db,
  userId: string,
  bankName: string,
  accountNumber: string,
): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | null }>`
    SELECT min(created_at) AS at FROM payees
    WHERE user_id = ${userId} AND lower(bank_name) = lower(${bankName}) AND account_number = ${accountNumber}`.execute(
    db,
  );
  return rows[0]?.at ?? null;
}

/** The customer's last payment of their own before this one, and when they became a customer. */
export async function lastOwnPaymentBefore(
  db: Db,
  userId: string,
  payment: { id: string },
): Promise<{ last: Date | null; since: Date }> {
  const { rows } = await sql<{ last: Date | null; since: Date }>`
    SELECT (SELECT max(created_at) FROM payments
             WHERE user_id = ${userId} AND ${OWN_ACTION} AND id <> ${payment.id}
               AND created_at <= ${madeAt(payment.id)}) AS last,
           (SELECT created_at FROM users WHERE id = ${userId}) AS since`.execute(db);
  return rows[0]!;
}
