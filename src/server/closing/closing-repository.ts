import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The customer's row, locked before their accounts (users before accounts, as `post_payments` locks). */
export async function lockCustomer(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'first_name', 'last_name', 'closed_at'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export type BlockerCounts = { processing: number; loans: number; cheques: number; cardApplications: number };

/** What, besides money, stands in the way: one query, each count answered from the user's indexes. */
export async function blockerCounts(db: Db, userId: string): Promise<BlockerCounts> {
  const { rows } = await sql<Record<keyof BlockerCounts, string>>`
    SELECT
      (SELECT count(*) FROM payments WHERE user_id = ${userId} AND status = 'Processing') AS processing,
      (SELECT count(*) FROM loans WHERE user_id = ${userId}
         AND (status = 'Pending' OR (status = 'Approved' AND outstanding_principal_cents > 0))) AS loans,
      (SELECT count(*) FROM cheque_deposits WHERE user_id = ${userId} AND status = 'Pending') AS cheques,
      (SELECT count(*) FROM card_applications WHERE user_id = ${userId} AND status = 'Pending')
        AS "cardApplications"`.execute(db);
  const r = rows[0]!;
  return {
    processing: Number(r.processing),
    loans: Number(r.loans),
    cheques: Number(r.cheques),
    cardApplications: Number(r.cardApplications),
  };
}

export async function cancelStandingOrders(db: Db, userId: string): Promise<number> {
  const r = await sql`UPDATE standing_orders SET status = 'Cancelled', next_date = NULL, cancelled_at = now()
    WHERE user_id = ${userId} AND status IN ('Active', 'Paused')`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

export async function cancelCards(db: Db, userId: string): Promise<number> {
  const r =
    await sql`UPDATE cards SET status = 'Cancelled' WHERE user_id = ${userId} AND status <> 'Cancelled'`.execute(
      db,
    );
  return Number(r.numAffectedRows ?? 0);
}

/**
 * The customer and their deposit accounts are closed, and disabled as well, so that every check that
 * refuses a disabled customer (sessions, sign-in, payments as payer) refuses a closed one too.
 */
export async function markClosed(db: Db, userId: string, at: Date): Promise<void> {
  await sql`UPDATE users SET closed_at = ${at}, disabled_at = coalesce(disabled_at, ${at}),
      disabled_reason = coalesce(disabled_reason, 'Account closed'), updated_at = ${at}
    WHERE id = ${userId}`.execute(db);
  await sql`UPDATE ledger_accounts SET closed_at = ${at}
    WHERE user_id = ${userId} AND kind IN ('checking', 'savings', 'pot') AND closed_at IS NULL`.execute(db);
}

export async function insertClosure(
  db: Db,
  c: {
    userId: string;
    startedBy: string;
    approvedBy?: string;
    reason?: string;
    sweptCents: bigint;
    sweepPaymentId?: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('account_closures')
    .values({
      user_id: c.userId,
      started_by: c.startedBy,
      approved_by: c.approvedBy ?? null,
      reason: c.reason ?? null,
      swept_cents: c.sweptCents,
      sweep_payment_id: c.sweepPaymentId ?? null,
      closed_at: c.at,
    })
    .execute();
}

/** Whether a deposit account is closed: a return to it is held in suspense instead. */
export async function accountClosed(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('closed_at')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return Boolean(row?.closed_at);
}
