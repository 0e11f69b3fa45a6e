import { centsToDollars } from '../../shared/money';
import type { Transaction } from '../../shared/schemas/transfers';
import type { Db } from '../db/connection';
import type { NewPayment } from './post-payment';

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

/** A payment as `post_payments` answers it: the same columns, with bigints as decimal strings. */
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

/**
 * What only the database knows of a payment it has just written (`ledger_answer`, `db/functions/40_ledger_helpers.sql`): when it
 * was written, the account it landed on and whether its fee was waived. The rest of the answer is the request.
 */
export type WrittenJson = {
  created_at: string;
  fee_waived: boolean;
  account_name: string;
  account_number: string | null;
};

/** A payment just written, described from its request as a read would describe it; `seq` is left at 0. */
export function writtenPayment(p: NewPayment, written: WrittenJson): PaymentRow {
  return {
    id: p.id,
    reference: p.reference,
    type: p.type,
    kind: p.kind,
    description: p.description,
    amount_cents: p.amountCents,
    fee_cents: written.fee_waived ? 0n : (p.feeCents ?? 0n),
    status: p.status,
    counterparty: storedOrder(p.counterparty ?? {}),
    details: p.details ?? null,
    decision_reason: p.reason ?? null,
    created_at: new Date(written.created_at),
    seq: 0n,
    user_id: p.userId,
    account_name: written.account_name,
    account_number: written.account_number,
  };
}

/**
 * The counterparty as `jsonb` stores it, so that a first answer and its replay read the same: keys without a
 * value dropped, shorter keys first, then in byte order.
 */
function storedOrder(o: Record<string, string | undefined>): Record<string, string> {
  const keys = Object.keys(o).filter((k) => o[k] !== undefined);
  keys.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, o[k]!]));
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
