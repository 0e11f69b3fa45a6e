import { sql, type CompiledQuery } from 'kysely';
import type pg from 'pg';
import { queryBuilder, type Db } from '../db/connection';
import { compiledPerShape, namedQuery } from '../db/named-query';
import { paymentsQuery } from '../ledger/payments-repository';
import type { SearchFilter } from '../../shared/schemas/search';
import { categoryOf, containsPattern, matchesSearch, searchText } from './search';

export type StatementFilter = {
  userId: string;
  accountId?: string;
  type?: 'deposit' | 'withdrawal';
  status?: string;
  from?: string;
  to?: string;
  beforeSeq?: bigint;
  limit: number;
} & SearchFilter;

/** The statement's filters as the query takes them: dates as the bounds they stand for. */
type PageValues = {
  userId: string;
  accountId?: string;
  type?: 'deposit' | 'withdrawal';
  status?: string;
  fromAt?: Date;
  toBefore?: Date;
  beforeSeq?: bigint;
  /** `q` as its ILIKE pattern. */
  pattern?: string;
  minCents?: bigint;
  maxCents?: bigint;
  category?: string;
  limit: number;
};

const compilePage = compiledPerShape((v: PageValues) => {
  let q = paymentsQuery(queryBuilder).where('p.user_id', '=', v.userId);
  if (v.accountId) q = q.where('p.account_id', '=', v.accountId);
  if (v.type) q = q.where('p.type', '=', v.type);
  if (v.status) q = q.where('p.status', '=', v.status as 'Successful');
  if (v.fromAt) q = q.where('p.created_at', '>=', v.fromAt);
  if (v.toBefore) q = q.where('p.created_at', '<', v.toBefore);
  if (v.beforeSeq !== undefined) q = q.where('p.seq', '<', v.beforeSeq);
  if (v.pattern !== undefined) q = q.where(sql<boolean>`${searchText('p')} ILIKE ${v.pattern}`);
  if (v.minCents !== undefined) q = q.where('p.amount_cents', '>=', v.minCents);
  if (v.maxCents !== undefined) q = q.where('p.amount_cents', '<=', v.maxCents);
  if (v.category !== undefined) q = q.where(sql<boolean>`${categoryOf('p')} = ${v.category}`);
  return q.orderBy('p.seq', 'desc').limit(v.limit).compile();
});

/**
 * The customer's payments, newest first, filtered; `to` is inclusive of that whole day. Every dashboard
 * and history screen reads it, so it runs as a named statement (planned once per connection), compiled
 * once per combination of filters.
 */
export function statementPage(pool: pg.Pool, f: StatementFilter) {
  const toBefore = f.to ? new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000) : undefined;
  const query = compilePage({
    userId: f.userId,
    accountId: f.accountId || undefined,
    type: f.type,
    status: f.status || undefined,
    fromAt: f.from ? new Date(`${f.from}T00:00:00Z`) : undefined,
    toBefore,
    beforeSeq: f.beforeSeq,
    pattern: f.q ? containsPattern(f.q) : undefined,
    minCents: f.minAmount,
    maxCents: f.maxAmount,
    category: f.category,
    limit: f.limit,
  });
  // A search runs unprepared, planned for its own text: a plan made once for any text (a generic plan)
  // reads the customer's payments newest first and filters them, which for a rare text (an exact
  // reference) reads them all, where the trigram index finds the few at once (bench/statement.mjs).
  if (f.q) return unprepared(pool, query);
  return namedQuery(pool, query);
}

async function unprepared<R>(pool: pg.Pool, query: CompiledQuery<R>): Promise<R[]> {
  const result = await pool.query<R & pg.QueryResultRow>(query.sql, [...query.parameters]);
  return result.rows;
}

export type PostingLine = {
  /** Whether the line's payment passes the export's search filters. */
  matches: boolean;
  created_at: Date;
  reference: string;
  description: string;
  code: string;
  amount_cents: bigint;
  direction: 'credit' | 'debit';
};

/** Every posting on one account in a date range, oldest first, with the balance before the range. */
export async function accountMovements(
  db: Db,
  accountId: string,
  from: Date,
  toExclusive: Date,
  limit: number,
  search: SearchFilter = {},
) {
  const openingCents = await openingBalance(db, accountId, from);
  const lines = await sql<PostingLine>`
    SELECT ${matchesSearch('pay', search)} AS matches, po.created_at, pay.reference, pay.description, po.code, po.amount_cents,
           CASE WHEN po.credit_account_id = ${accountId} THEN 'credit' ELSE 'debit' END AS direction
    FROM postings po JOIN payments pay ON pay.id = po.payment_id
    WHERE ${accountId} IN (po.credit_account_id, po.debit_account_id)
      AND po.created_at >= ${from} AND po.created_at < ${toExclusive}
    ORDER BY po.id LIMIT ${limit}`.execute(db);
  return { openingCents, lines: lines.rows };
}

/** The account's balance from its postings before `from`. */
export async function openingBalance(db: Db, accountId: string, from: Date): Promise<bigint> {
  const opening = await sql<{ balance: bigint }>`
    SELECT coalesce(sum(CASE WHEN credit_account_id = ${accountId} THEN amount_cents ELSE -amount_cents END), 0)::bigint AS balance
    FROM postings WHERE ${accountId} IN (credit_account_id, debit_account_id) AND created_at < ${from}`.execute(
    db,
  );
  return opening.rows[0]?.balance ?? 0n;
}

/** A payment's postings with readable account labels, for the receipt. */
export async function paymentPostings(db: Db, paymentId: string) {
  const rows = await sql<{ code: string; amount_cents: bigint; debit: string; credit: string }>`
    SELECT po.code, po.amount_cents,
      coalesce(d.name || coalesce(' ••' || right(d.account_number, 4), ''), d.name) AS debit,
      coalesce(c.name || coalesce(' ••' || right(c.account_number, 4), ''), c.name) AS credit
    FROM payments v
    JOIN postings po ON po.payment_id = coalesce(v.related_payment_id, v.id)
    JOIN ledger_accounts d ON d.id = po.debit_account_id
    JOIN ledger_accounts c ON c.id = po.credit_account_id
    -- The receiver of a transfer inside the bank sees only what reached them, not the sender's fee.
    WHERE v.id = ${paymentId} AND (v.related_payment_id IS NULL OR po.credit_account_id = v.account_id)
    ORDER BY po.id`.execute(db);
  return rows.rows;
}

/** One booked entry of an account: a payment's postings on it in one direction, summed. */
export type StatementEntry = {
  /** Whether the entry's payment passes the export's search filters. */
  matches: boolean;
  payment_id: string;
  reference: string;
  description: string;
  kind: string;
  type: 'deposit' | 'withdrawal';
  counterparty: Record<string, string> | null;
  details: string | null;
  booked_at: Date;
  /** Everything the entry moved on the account: the principal and the fee together. */
  amount_cents: bigint;
  /** The bank's fee within `amount_cents` (0 when none): exports show it apart from the principal. */
  fee_cents: bigint;
  direction: 'credit' | 'debit';
};

/**
 * The account's postings in a date range as entries, oldest first: one per payment and direction, so a
 * transfer's principal and fee make one debit (its fee counted apart) and its later return one credit. The receiver of a transfer
 * inside the bank sees its own payment (the one whose `related_payment_id` names the sender's), not the
 * sender's, which holds the postings.
 */
export async function accountEntries(
  db: Db,
  accountId: string,
  from: Date,
  toExclusive: Date,
  limit: number,
  search: SearchFilter = {},
) {
  const rows = await sql<StatementEntry>`
    SELECT ${matchesSearch('pay', search)} AS matches, pay.id AS payment_id, pay.reference, pay.description, pay.kind, pay.type, pay.counterparty,
           pay.details, min(po.created_at) AS booked_at, sum(po.amount_cents)::bigint AS amount_cents,
           coalesce(sum(po.amount_cents) FILTER (WHERE po.code IN ('fee', 'fee_refund')), 0)::bigint AS fee_cents,
           CASE WHEN po.credit_account_id = ${accountId} THEN 'credit' ELSE 'debit' END AS direction
    FROM postings po
    LEFT JOIN payments own ON own.related_payment_id = po.payment_id AND own.account_id = ${accountId}
    JOIN payments pay ON pay.id = coalesce(own.id, po.payment_id)
    WHERE ${accountId} IN (po.credit_account_id, po.debit_account_id)
      AND po.created_at >= ${from} AND po.created_at < ${toExclusive}
    GROUP BY pay.id, direction
    ORDER BY min(po.id) LIMIT ${limit}`.execute(db);
  return rows.rows;
}
