import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { LoanStatus, LoansTable } from '../db/schema-loans';

const columns = [
  'l.id',
  'l.user_id',
  'l.account_id',
  'l.amount_cents',
  'l.type',
  'l.duration_months',
  'l.repayment',
  'l.details',
  'l.annual_rate_bps',
  'l.status',
  'l.outstanding_principal_cents',
  'l.decision_reason',
  'l.decided_at',
  'l.created_at',
  'l.seq',
  'a.name as account_name',
  // A date column read as its text, so no time zone shifts the day.
  sql<string | null>`l.interest_from::text`.as('interest_from'),
] as const;

/** Loans with the name of their settlement account. */
function loansQuery(db: Db) {
  return db
    .selectFrom('loans as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(columns);
}

export type LoanRow = Awaited<ReturnType<ReturnType<typeof loansQuery>['executeTakeFirstOrThrow']>>;

export type NewLoan = Pick<
  LoansTable,
  'user_id' | 'account_id' | 'amount_cents' | 'type' | 'duration_months' | 'repayment' | 'details'
> & { annual_rate_bps: number };

export async function insertLoan(db: Db, loan: NewLoan): Promise<string> {
  const row = await db.insertInto('loans').values(loan).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findLoan(db: Db, id: string) {
  return loansQuery(db).where('l.id', '=', id).executeTakeFirst();
}

/** The caller's own loan, or nothing: another customer's loan "does not exist". */
export function findOwnLoan(db: Db, userId: string, id: string) {
  return loansQuery(db).where('l.id', '=', id).where('l.user_id', '=', userId).executeTakeFirst();
}

/** Locks the loan row for the rest of the caller's transaction, so two decisions or repayments queue up. */
export function lockLoan(db: Db, id: string) {
  return db
    .selectFrom('loans')
    .select([
      'id',
      'user_id',
      'account_id',
      'amount_cents',
      'status',
      'outstanding_principal_cents',
      'type',
      'annual_rate_bps',
      'duration_months',
      'repayment',
      'decided_at',
      sql<string | null>`interest_from::text`.as('interest_from'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Newest first; `beforeSeq` continues a page. */
export function listUserLoans(db: Db, userId: string, limit: number, beforeSeq?: bigint) {
  let q = loansQuery(db).where('l.user_id', '=', userId);
  if (beforeSeq !== undefined) q = q.where('l.seq', '<', beforeSeq);
  return q.orderBy('l.seq', 'desc').limit(limit).execute();
}

/** The administrators' queue: loans of one status, oldest first, with the customer's name and email. */
export function listLoansByStatus(db: Db, status: LoanStatus, limit: number, afterSeq?: bigint) {
  let q = loansQuery(db)
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('l.status', '=', status);
  if (afterSeq !== undefined) q = q.where('l.seq', '>', afterSeq);
  return q.orderBy('l.seq').limit(limit).execute();
}

export function listRepayments(db: Db, loanId: string) {
  return db
    .selectFrom('loan_repayments as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.id',
      'p.reference',
      'r.amount_cents',
      'r.interest_cents',
      'a.name as account_name',
      'r.created_at',
    ])
    .where('r.loan_id', '=', loanId)
    .orderBy('r.created_at')
    .orderBy('p.seq')
    .execute();
}

export async function markApproved(db: Db, id: string, d: Decision & { paymentId: string }) {
  await db
    .updateTable('loans')
    .set((eb) => ({
      status: 'Approved',
      outstanding_principal_cents: eb.ref('amount_cents'),
      disbursement_payment_id: d.paymentId,
      decided_by: d.adminId,
      decision_reason: d.reason ?? null,
      decided_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
}

export type Decision = { adminId: string; reason?: string };

export async function markRejected(db: Db, id: string, d: Decision & { reason: string }) {
  await db
    .updateTable('loans')
    .set({
      status: 'Rejected',
      decided_by: d.adminId,
      decision_reason: d.reason,
      decided_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
}

export type AppliedRepayment = {
  paymentId: string;
  amountCents: bigint;
  interestCents: bigint;
  /** `YYYY-MM-DD`: interest due up to this day is paid. */
  day: string;
};

/**
 * Lowers what is owed by the principal part, moves the interest day on, and records which payment did it
 * and how it split; the loan is Repaid when no principal is left.
 */
export async function applyRepayment(db: Db, loanId: string, r: AppliedRepayment) {
  const principal = r.amountCents - r.interestCents;
  await db
    .updateTable('loans')
    .set((eb) => ({
      outstanding_principal_cents: eb('outstanding_principal_cents', '-', principal),
      status: sql<LoanStatus>`CASE WHEN outstanding_principal_cents = ${principal} THEN 'Repaid' ELSE 'Approved' END`,
      interest_from: r.day,
    }))
    .where('id', '=', loanId)
    .where('status', '=', 'Approved')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('loan_repayments')
    .values({
      payment_id: r.paymentId,
      loan_id: loanId,
      amount_cents: r.amountCents,
      interest_cents: r.interestCents,
    })
    .execute();
}

/** The customer's total outstanding principal over their active loans: the profile's `loanBalance`. */
export async function outstandingPrincipal(db: Db, userId: string): Promise<bigint> {
  const row = await db
    .selectFrom('loans')
    .select(sql<bigint>`coalesce(sum(outstanding_principal_cents), 0)::bigint`.as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'Approved')
    .executeTakeFirst();
  return row?.total ?? 0n;
}

/** How many of the customer's loan requests wait for a decision. */
export async function pendingLoanCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('loans')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
