import { centsToDollars } from '../../shared/money';
import type { AdminDeposit, Deposit, DepositStatus } from '../../shared/schemas/deposits';
import type { Db } from '../db/connection';
import type { ChequeDepositsTable } from '../db/schema-deposits';

const columns = [
  'd.id',
  'd.user_id',
  'd.account_id',
  'd.payment_id',
  'd.amount_cents',
  'd.image_name',
  'd.image_mime',
  'd.status',
  'd.reason',
  'd.decided_at',
  'd.created_at',
  'd.seq',
  'p.reference',
  'p.status as payment_status',
  'a.name as account_name',
  'a.account_number',
  'u.first_name',
  'u.last_name',
  'u.email',
] as const;

function depositsQuery(db: Db) {
  return db
    .selectFrom('cheque_deposits as d')
    .innerJoin('payments as p', 'p.id', 'd.payment_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(columns);
}

export type DepositRow = Awaited<ReturnType<ReturnType<typeof depositsQuery>['executeTakeFirstOrThrow']>>;

export function toDeposit(row: DepositRow): Deposit {
  return {
    _id: row.id,
    amount: centsToDollars(row.amount_cents),
    status: row.status,
    reason: row.reason,
    account: row.account_name,
    accountNumber: row.account_number ?? '',
    reference: row.reference,
    transactionId: row.payment_id,
    transactionStatus: row.payment_status,
    imageUrl: `/deposits/${row.id}/image`,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

export function toAdminDeposit(row: DepositRow): AdminDeposit {
  return {
    ...toDeposit(row),
    customer: { _id: row.user_id, name: `${row.first_name} ${row.last_name}`, email: row.email },
  };
}

export function findDeposit(db: Db, id: string) {
  return depositsQuery(db).where('d.id', '=', id).executeTakeFirst();
}

/** The caller's deposits, newest first; `beforeSeq` continues a previous page. */
export function depositsOf(db: Db, userId: string, limit: number, beforeSeq?: bigint) {
  let q = depositsQuery(db).where('d.user_id', '=', userId);
  if (beforeSeq !== undefined) q = q.where('d.seq', '<', beforeSeq);
  return q.orderBy('d.seq', 'desc').limit(limit).execute();
}

/** The administrators' queue: one status, oldest first; `afterSeq` continues a previous page. */
export function depositsByStatus(db: Db, status: DepositStatus, limit: number, afterSeq?: bigint) {
  let q = depositsQuery(db).where('d.status', '=', status);
  if (afterSeq !== undefined) q = q.where('d.seq', '>', afterSeq);
  return q.orderBy('d.seq', 'asc').limit(limit).execute();
}

export async function imageAlreadyDeposited(db: Db, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('cheque_deposits')
    .select('id')
    .where('image_sha256', '=', sha256)
    .executeTakeFirst();
  return Boolean(row);
}

export async function pendingCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('cheque_deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type NewDeposit = Pick<
  ChequeDepositsTable,
  'user_id' | 'account_id' | 'payment_id' | 'amount_cents' | 'image_name' | 'image_mime' | 'image_sha256'
>;

export async function insertDeposit(db: Db, values: NewDeposit): Promise<string> {
  const row = await db.insertInto('cheque_deposits').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Locks one deposit for a decision, so two administrators deciding at once are serialized. */
export function lockDeposit(db: Db, id: string) {
  return db
    .selectFrom('cheque_deposits')
    .select(['id', 'user_id', 'account_id', 'payment_id', 'amount_cents', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markDecided(
  db: Db,
  id: string,
  decision: { status: 'Approved' | 'Rejected'; reason: string | null; decidedBy: string },
): Promise<void> {
  await db
    .updateTable('cheque_deposits')
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .execute();
}
