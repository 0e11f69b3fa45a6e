import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The accounts that earn the Savings rate: customer deposit accounts of these kinds. */
export const EARNING_KINDS = ['savings', 'pot'] as const;

export type RateRow = {
  id: string;
  rate_bp: number;
  effective_from: string;
  set_by: string | null;
  set_by_name: string | null;
  reason: string | null;
  created_at: Date;
};

export async function insertRate(
  db: Db,
  r: { rateBp: number; effectiveFrom: string; setBy: string; reason?: string },
): Promise<string> {
  const result = await sql<{ id: string }>`
    INSERT INTO interest_rates (rate_bp, effective_from, set_by, reason)
    VALUES (${r.rateBp}, ${r.effectiveFrom}::date, ${r.setBy}, ${r.reason ?? null})
    RETURNING id::text AS id`.execute(db);
  return result.rows[0]!.id;
}

/** Every rate set, newest effective date first (and the latest set first within a date). */
export async function listRates(db: Db): Promise<RateRow[]> {
  const result = await sql<RateRow>`
    SELECT r.id::text AS id, r.rate_bp, r.effective_from::text AS effective_from, r.set_by,
           nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS set_by_name,
           r.reason, r.created_at
    FROM interest_rates r LEFT JOIN users u ON u.id = r.set_by
    WHERE r.product = 'savings'
    ORDER BY r.effective_from DESC, r.id DESC`.execute(db);
  return result.rows;
}

/** The rate in effect on `day` (0 when none was ever set). */
export async function rateOn(db: Db, day: string): Promise<number> {
  const result = await sql<{ rate_bp: number }>`
    SELECT rate_bp FROM interest_rates WHERE product = 'savings' AND effective_from <= ${day}::date
    ORDER BY effective_from DESC, id DESC LIMIT 1`.execute(db);
  return result.rows[0]?.rate_bp ?? 0;
}

/** The latest day the daily job accrued for every account, or null before its first run. */
export async function lastAccruedDay(db: Db): Promise<string | null> {
  const result = await sql<{ day: string | null }>`
    SELECT max(day)::text AS day FROM interest_accrual_days`.execute(db);
  return result.rows[0]?.day ?? null;
}

/** One run at a time accrues or posts (a transaction-scoped lock; the job queue already runs one). */
export async function lockInterestRun(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('savings interest'))`.execute(db);
}

/**
 * Accrues one day for every earning account (or only `accountId`): the balance at the end of `day` in
 * `timeZone` is the stored balance less what was posted since, and the day's interest on it is
 * balance × rate ÷ 10 000 ÷ (365 or 366), in micro-cents rounded half up. A day already accrued for an
 * account is left as it is. Answers how many accounts accrued.
 */
export async function accrueDay(
  db: Db,
  day: string,
  timeZone: string,
  daysInYear: number,
  accountId?: string,
): Promise<number> {
  const result = await sql`
    WITH cutoff AS (SELECT ((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone}) AS at),
    rate AS (
      SELECT rate_bp FROM interest_rates WHERE product = 'savings' AND effective_from <= ${day}::date
      ORDER BY effective_from DESC, id DESC LIMIT 1),
    eod AS (
      SELECT a.id, a.balance_cents
        - coalesce((SELECT sum(p.amount_cents) FROM postings p
                    WHERE p.credit_account_id = a.id AND p.created_at >= c.at), 0)
        + coalesce((SELECT sum(p.amount_cents) FROM postings p
                    WHERE p.debit_account_id = a.id AND p.created_at >= c.at), 0) AS balance
      FROM ledger_accounts a CROSS JOIN cutoff c
      WHERE a.kind IN ('savings', 'pot') AND a.created_at < c.at
        AND (${accountId ?? null}::uuid IS NULL OR a.id = ${accountId ?? null}::uuid))
    INSERT INTO interest_accruals (account_id, day, balance_cents, rate_bp, days_in_year, amount_micro)
    SELECT eod.id, ${day}::date, eod.balance, rate.rate_bp, ${daysInYear}::int,
           round(eod.balance::numeric * rate.rate_bp * 100 / ${daysInYear}::int)::bigint
    FROM eod CROSS JOIN rate
    WHERE eod.balance > 0 AND rate.rate_bp > 0
    ON CONFLICT (account_id, day) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export async function markDayAccrued(db: Db, day: string, accounts: number): Promise<void> {
  await sql`
    INSERT INTO interest_accrual_days (day, accounts) VALUES (${day}::date, ${accounts})
    ON CONFLICT (day) DO NOTHING`.execute(db);
}

/** Accounts with accrued interest not yet posted of days before `beforeDay`. */
export async function accountsToPost(db: Db, beforeDay: string): Promise<string[]> {
  const result = await sql<{ account_id: string }>`
    SELECT DISTINCT account_id FROM interest_accruals
    WHERE posting_id IS NULL AND day < ${beforeDay}::date`.execute(db);
  return result.rows.map((r) => r.account_id);
}

export type UnpostedMonth = { month: string; first_day: string; last_day: string; micro: bigint };

/**
 * Locks an account's unposted accruals before `beforeDay` (a second run waits here, then finds them
 * posted) and answers them summed by month, oldest first.
 */
export async function lockUnpostedMonths(db: Db, accountId: string, beforeDay: string) {
  await sql`
    SELECT 1 FROM interest_accruals
    WHERE account_id = ${accountId} AND posting_id IS NULL AND day < ${beforeDay}::date
    FOR UPDATE`.execute(db);
  const result = await sql<UnpostedMonth>`
    SELECT date_trunc('month', day)::date::text AS month, min(day)::text AS first_day,
           max(day)::text AS last_day, sum(amount_micro)::bigint AS micro
    FROM interest_accruals
    WHERE account_id = ${accountId} AND posting_id IS NULL AND day < ${beforeDay}::date
    GROUP BY 1 ORDER BY 1`.execute(db);
  return result.rows;
}

export async function accountOwner(db: Db, accountId: string) {
  const result = await sql<{ user_id: string; kind: string }>`
    SELECT user_id, kind FROM ledger_accounts WHERE id = ${accountId}`.execute(db);
  return result.rows[0];
}

/** Records a month's posting and marks its accruals posted. */
export async function recordPosting(
  db: Db,
  p: { accountId: string; month: UnpostedMonth; amountCents: bigint; paymentId: string | null },
): Promise<string> {
  const result = await sql<{ id: string }>`
    INSERT INTO interest_postings (account_id, month, first_day, last_day, accrued_micro, amount_cents, payment_id)
    VALUES (${p.accountId}, ${p.month.month}::date, ${p.month.first_day}::date, ${p.month.last_day}::date,
            ${p.month.micro}, ${p.amountCents}, ${p.paymentId})
    RETURNING id::text AS id`.execute(db);
  const id = result.rows[0]!.id;
  await sql`
    UPDATE interest_accruals SET posting_id = ${id}::uuid
    WHERE account_id = ${p.accountId} AND posting_id IS NULL
      AND day BETWEEN ${p.month.first_day}::date AND ${p.month.last_day}::date`.execute(db);
  return id;
}

export type AccountInterestRow = {
  account_id: string;
  accrued_micro: bigint;
  earned_cents: bigint;
};

/**
 * For a customer's earning accounts: interest accrued from `monthStart` and not yet posted, and interest
 * posted to them since `yearStart`.
 */
export async function accountInterest(
  db: Db,
  userId: string,
  monthStart: string,
  yearStart: string,
): Promise<AccountInterestRow[]> {
  const result = await sql<AccountInterestRow>`
    SELECT a.id AS account_id,
      coalesce((SELECT sum(x.amount_micro) FROM interest_accruals x
                WHERE x.account_id = a.id AND x.posting_id IS NULL AND x.day >= ${monthStart}::date), 0)::bigint
        AS accrued_micro,
      coalesce((SELECT sum(ip.amount_cents) FROM interest_postings ip
                WHERE ip.account_id = a.id AND ip.month >= ${yearStart}::date), 0)::bigint AS earned_cents
    FROM ledger_accounts a
    WHERE a.user_id = ${userId} AND a.kind IN ('savings', 'pot')`.execute(db);
  return result.rows;
}
