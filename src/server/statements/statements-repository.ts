import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The account kinds that get a statement: the customer's deposit accounts. */
export const STATEMENT_KINDS = ['checking', 'savings', 'pot'] as const;

export type StatementAccount = {
  id: string;
  user_id: string;
  kind: string;
  name: string;
  account_number: string;
  created_at: Date;
  /** The last day the job has decided on for this account, or null before its first run. */
  checked_through: string | null;
  /** The last day covered by an issued (original) statement, or null. */
  last_period_end: string | null;
  /** When the account (or the pot) was closed: no quiet statement is due after that. */
  closed_at: Date | null;
};

/**
 * Customers with a deposit account the job has not yet looked at through `through` (the last day of the
 * last closed month) and that was opened before that day ended, a page at a time by user id.
 */
export async function customersDue(
  db: Db,
  through: string,
  endsAt: Date,
  afterUserId: string | null,
  limit: number,
) {
  const rows = await sql<{ user_id: string }>`
    SELECT DISTINCT la.user_id FROM ledger_accounts la
    LEFT JOIN statement_progress sp ON sp.account_id = la.id
    WHERE la.kind IN (${sql.join([...STATEMENT_KINDS])}) AND la.user_id IS NOT NULL
      AND la.created_at < ${endsAt}
      AND (sp.checked_through IS NULL OR sp.checked_through < ${through}::date)
      AND (${afterUserId}::uuid IS NULL OR la.user_id > ${afterUserId}::uuid)
    ORDER BY la.user_id LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => r.user_id);
}

/** One customer's deposit accounts with how far the job has come on each; call inside the job's transaction. */
export async function accountsOfCustomer(db: Db, userId: string) {
  const rows = await sql<StatementAccount>`
    SELECT la.id, la.user_id, la.kind, la.name, la.account_number, la.created_at,
           sp.checked_through::text AS checked_through,
           (SELECT max(s.period_end)::text FROM statements s
             WHERE s.account_id = la.id AND s.corrects_id IS NULL) AS last_period_end,
           COALESCE(la.closed_at, (SELECT p.closed_at FROM savings_pots p WHERE p.account_id = la.id)) AS closed_at
    FROM ledger_accounts la LEFT JOIN statement_progress sp ON sp.account_id = la.id
    WHERE la.user_id = ${userId} AND la.kind IN (${sql.join([...STATEMENT_KINDS])})
    ORDER BY la.created_at, la.id`.execute(db);
  return rows.rows;
}

/**
 * Serializes the job's work on one customer across instances and "run now" (a transaction-scoped advisory
 * lock, so a second run waits, then finds the work done). No ledger row is locked: payments go on.
 */
export async function lockCustomerStatements(db: Db, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended('statements:' || ${userId}, 0))`.execute(db);
}

/** Whether any posting touched the account in [from, to). */
export async function hadActivity(db: Db, accountId: string, from: Date, to: Date): Promise<boolean> {
  const r = await sql<{ any: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM postings
      WHERE (debit_account_id = ${accountId} OR credit_account_id = ${accountId})
        AND created_at >= ${from} AND created_at < ${to}) AS any`.execute(db);
  return r.rows[0]?.any ?? false;
}

export async function markChecked(db: Db, accountId: string, through: string): Promise<void> {
  await sql`
    INSERT INTO statement_progress (account_id, checked_through) VALUES (${accountId}, ${through}::date)
    ON CONFLICT (account_id) DO UPDATE SET checked_through = greatest(statement_progress.checked_through, excluded.checked_through)`.execute(
    db,
  );
}

export type NewStatement = {
  userId: string;
  accountId: string;
  periodStart: string;
  periodEnd: string;
  timeZone: string;
  openingCents: bigint;
  closingCents: bigint;
  entries: number;
  correctsId: string | null;
  body: Buffer;
  sha256: Buffer;
};

/** Stores an issued statement; an original for a period already issued adds nothing (answers null). */
export async function insertStatement(db: Db, s: NewStatement): Promise<string | null> {
  const r = await sql<{ id: string }>`
    INSERT INTO statements (user_id, account_id, period_start, period_end, time_zone, opening_cents,
                            closing_cents, entries, corrects_id, body, sha256)
    VALUES (${s.userId}, ${s.accountId}, ${s.periodStart}::date, ${s.periodEnd}::date, ${s.timeZone},
            ${s.openingCents}, ${s.closingCents}, ${s.entries}, ${s.correctsId}, ${s.body}, ${s.sha256})
    ON CONFLICT (account_id, period_end) WHERE corrects_id IS NULL DO NOTHING
    RETURNING id`.execute(db);
  return r.rows[0]?.id ?? null;
}

export type StatementListRow = {
  id: string;
  seq: bigint;
  account_id: string;
  account_name: string;
  account_number: string;
  account_kind: string;
  period_start: string;
  period_end: string;
  opening_cents: bigint;
  closing_cents: bigint;
  entries: number;
  corrects_id: string | null;
  corrected_by: string | null;
  created_at: Date;
};

/** The customer's statements, newest first (never the PDF bytes). */
export async function statementsOf(db: Db, userId: string, beforeSeq: bigint | undefined, limit: number) {
  const r = await sql<StatementListRow>`
    SELECT s.id, s.seq, s.account_id, la.name AS account_name, la.account_number, la.kind AS account_kind,
           s.period_start::text AS period_start, s.period_end::text AS period_end, s.opening_cents,
           s.closing_cents, s.entries, s.corrects_id, s.created_at,
           (SELECT c.id FROM statements c WHERE c.corrects_id = s.id ORDER BY c.seq DESC LIMIT 1) AS corrected_by
    FROM statements s JOIN ledger_accounts la ON la.id = s.account_id
    WHERE s.user_id = ${userId} AND (${beforeSeq ?? null}::bigint IS NULL OR s.seq < ${beforeSeq ?? null}::bigint)
    ORDER BY s.seq DESC LIMIT ${limit}`.execute(db);
  return r.rows;
}

/** One statement with its PDF, for its owner only (another customer's id finds nothing). */
export async function statementOf(db: Db, userId: string, id: string) {
  const r = await sql<{
    id: string;
    account_id: string;
    user_id: string;
    period_start: string;
    period_end: string;
    account_number: string;
    body: Buffer;
  }>`
    SELECT s.id, s.account_id, s.user_id, s.period_start::text AS period_start,
           s.period_end::text AS period_end, la.account_number, s.body
    FROM statements s JOIN ledger_accounts la ON la.id = s.account_id
    WHERE s.id = ${id} AND s.user_id = ${userId}`.execute(db);
  return r.rows[0];
}
