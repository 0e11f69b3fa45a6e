import { sql } from 'kysely';
import { centsToDollars } from '../../shared/money';
import type { Transaction } from '../../shared/schemas/transfers';
import type { Db } from '../db/connection';

const columns = [
  'p.id',
  'p.reference',
  'p.type',
  'p.kind',
  'p.description',
  'p.amount_cents',
  'p.fee_cents',
  'p.status',
  'p.counterparty',
  'p.details',
  'p.decision_reason',
  'p.created_at',
  'p.seq',
  'p.user_id',
  'a.name as account_name',
  'a.account_number',
] as const;

export function paymentsQuery(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(columns);
}

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['executeTakeFirstOrThrow']>>;

/** The SPEC.md §3 transaction shape, with the fields a receipt needs. */
export function toTransaction(row: PaymentRow): Transaction {
  return {
    _id: row.id,
    reference: row.reference,
    type: row.type,
    description: row.description,
    amount: centsToDollars(row.amount_cents),
    fee: centsToDollars(row.fee_cents),
    status: row.status,
    account: row.account_name,
    accountNumber: row.account_number ?? '',
    counterparty: row.counterparty ?? {},
    details: row.details,
    reason: row.decision_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A payment as `post_payments` answers it, written now or replayed (`ledger_payment_json`): the same
 * columns, with bigints as decimal strings.
 */
export type PaymentJson = Omit<PaymentRow, 'amount_cents' | 'fee_cents' | 'seq' | 'created_at'> & {
  amount_cents: string;
  fee_cents: string;
  created_at: string;
};

/** The answer's payment; `seq` (statement order) is not part of an answer and is left at 0. */
export function paymentFromJson(j: PaymentJson): PaymentRow {
  return {
    ...j,
    amount_cents: BigInt(j.amount_cents),
    fee_cents: BigInt(j.fee_cents),
    seq: 0n,
    created_at: new Date(j.created_at),
  };
}

export function findPayment(db: Db, id: string) {
  return paymentsQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export type AccountRow = {
  id: string;
  kind: string;
  name: string;
  account_number: string | null;
  balance_cents: bigint;
};

export function customerAccounts(db: Db, userId: string): Promise<AccountRow[]> {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'name', 'account_number', 'balance_cents'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['checking', 'savings'])
    .orderBy('kind')
    .execute();
}

/** Every kind of customer deposit account: closure treats them alike (pots are any number a customer). */
export const DEPOSIT_KINDS = ['checking', 'savings', 'pot'] as const;

/** A customer deposit account: Checking, Savings or a pot (which always has a number). */
export type DepositAccount = AccountRow & {
  kind: (typeof DEPOSIT_KINDS)[number];
  account_number: string;
  created_at: Date;
};

/**
 * Every deposit account of the customer: Checking, Savings, then their pots oldest first (issue 49 part 2).
 * The one query for the pickers, moves, pots and the closure (part 6):
 * - `withClosed` also answers closed ones: a pot closed by the customer (`savings_pots.closed_at`) and every
 *   account of a closed customer (`ledger_accounts.closed_at`), for a statement of their history;
 * - `lock` takes the accounts' rows (`FOR NO KEY UPDATE`, in id order, so two callers never wait in a cycle),
 *   as the closure does before it adds up and sweeps the balances.
 */
export async function depositAccounts(
  db: Db,
  userId: string,
  opts: { withClosed?: boolean; lock?: boolean } = {},
): Promise<DepositAccount[]> {
  const { rows } = await sql<DepositAccount & { pot_opened: Date | null }>`
    SELECT * FROM (
      SELECT a.id, a.kind, a.name, a.account_number, a.balance_cents, a.created_at, p.created_at AS pot_opened
      FROM ledger_accounts a LEFT JOIN savings_pots p ON p.account_id = a.id
      WHERE a.user_id = ${userId} AND a.kind IN ('checking', 'savings', 'pot')
        AND (${opts.withClosed ?? false} OR (p.closed_at IS NULL AND a.closed_at IS NULL))
      ORDER BY a.id ${opts.lock ? sql`FOR NO KEY UPDATE OF a` : sql``}) d
    ORDER BY CASE kind WHEN 'checking' THEN 0 WHEN 'savings' THEN 1 ELSE 2 END, pot_opened, created_at, id`.execute(
    db,
  );
  return rows.map(({ pot_opened: _opened, ...r }) => ({ ...r, balance_cents: BigInt(r.balance_cents) }));
}

/** Whether this user already used the Idempotency-Key: the ledger then answers with the first result. */
export async function idempotencyKeyUsed(db: Db, userId: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('key')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return Boolean(row);
}
