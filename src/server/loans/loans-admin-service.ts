import { messages } from '../../shared/messages';
import { bySeq, decodeCursor, pageOf } from '../common/pagination';
import { formatCents } from '../../shared/money';
import type { QueuedLoan } from '../../shared/schemas/loans';
import { appendAudit } from '../audit/audit-repository';
import type { Db } from '../db/connection';
import type { LoanStatus } from '../db/schema-loans';
import { findPayment, toTransaction } from '../ledger/payments-repository';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { queueApproval, type Queued } from '../backoffice/four-eyes-queue';
import { requireApprovedKyc } from '../identity/kyc-gate';
import { usersWithApprovedKyc } from '../identity/kyc-repository';
import { findLoan, listLoansByStatus, lockLoan, markApproved, markRejected } from './loans-repository';
import { inTransaction } from '../db/transaction';
import { toLoanSummary } from './loans-view';

type AdminAction = { adminId: string; loanId: string; reason?: string; ip?: string | null };

/** Loans of one status, oldest first, with the customer's name and email: the administrators' queue. */
export async function loansQueue(db: Db, status: LoanStatus, limit: number, cursor?: string) {
  const rows = await listLoansByStatus(db, status, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, bySeq);
  const verified = await usersWithApprovedKyc(db, [...new Set(page.rows.map((r) => r.user_id))]);
  const loans: QueuedLoan[] = page.rows.map((r) => ({
    ...toLoanSummary(r),
    customer: {
      _id: r.user_id,
      name: `${r.first_name} ${r.last_name}`,
      email: r.email,
      kycApproved: verified.has(r.user_id),
    },
  }));
  return { items: loans, nextCursor: page.nextCursor };
}

/** Locks a Pending loan for a decision; anything already decided answers 409. */
async function lockPending(trx: Db, loanId: string) {
  if (!isUuid(loanId)) throw notFound();
  const loan = await lockLoan(trx, loanId);
  if (!loan) throw notFound();
  if (loan.status !== 'Pending') throw new DomainError('already_decided', messages.loans.alreadyDecided);
  return loan;
}

export type LoanApproval = ({ queued: false } & Awaited<ReturnType<typeof approveLoan>>) | Queued;

/**
 * The first administrator's approval: a loan above the four-eyes threshold waits in the approvals queue
 * for a different administrator (who carries out `approveLoan`); a smaller one is paid out at once. A
 * customer without approved KYC is refused either way.
 */
export async function approveOrQueueLoan(
  db: Db,
  bankName: string,
  thresholdCents: bigint,
  a: AdminAction,
): Promise<LoanApproval> {
  return inTransaction(db, async (trx) => {
    const loan = await lockPending(trx, a.loanId);
    await requireApprovedKyc(trx, loan.user_id);
    if (loan.amount_cents <= thresholdCents)
      return { queued: false, ...(await approveLoan(trx, bankName, a)) };
    return queueApproval(
      trx,
      a,
      { kind: 'loan_approval', userId: loan.user_id, subjectId: loan.id, amountCents: loan.amount_cents },
      `Approval of the ${loan.type} of ${formatCents(loan.amount_cents)}`,
    );
  });
}

/**
 * Approves a Pending loan: the amount leaves the loan book for the customer's chosen account as a
 * Successful "Loan disbursement", the loan becomes Approved with the whole amount outstanding, and the
 * audit record and the customer's notification commit in the same transaction.
 */
export async function approveLoan(db: Db, bankName: string, a: AdminAction) {
  const paymentId = await inTransaction(db, async (trx) => {
    const loan = await lockPending(trx, a.loanId);
    await requireApprovedKyc(trx, loan.user_id);
    const id = newPaymentId();
    await postAccepted(trx, {
      userId: a.adminId,
      payments: [
        {
          id,
          reference: newReference(),
          userId: loan.user_id,
          accountId: loan.account_id,
          type: 'deposit',
          kind: 'loan_disbursement',
          description: 'Loan disbursement',
          amountCents: loan.amount_cents,
          status: 'Successful',
          counterparty: { bankName, loan: loan.type },
          decidedBy: a.adminId,
          reason: a.reason,
        },
      ],
      postings: [
        {
          paymentId: id,
          debit: 'bank:loan_book',
          credit: loan.account_id,
          amountCents: loan.amount_cents,
          code: 'principal',
        },
      ],
      audit: { ...auditOf(a, 'loan_approved'), amountCents: loan.amount_cents },
    });
    await markApproved(trx, a.loanId, { adminId: a.adminId, reason: a.reason, paymentId: id });
    await notify(trx, loan.user_id, {
      kind: 'loan',
      title: 'Loan approved',
      body: `Your ${loan.type} of ${formatCents(loan.amount_cents)} was approved and paid into your account.`,
      link: `/Myloans/${a.loanId}`,
    });
    return id;
  });
  const [loan, payment] = await Promise.all([findLoan(db, a.loanId), findPayment(db, paymentId)]);
  return { loan: toLoanSummary(loan!), transaction: toTransaction(payment!) };
}

/** Rejects a Pending loan with a reason the customer sees; recorded and notified in one transaction. */
export async function rejectLoan(db: Db, a: AdminAction & { reason: string }) {
  await inTransaction(db, async (trx) => {
    const loan = await lockPending(trx, a.loanId);
    await markRejected(trx, a.loanId, { adminId: a.adminId, reason: a.reason });
    await appendAudit(trx, { ...auditOf(a, 'loan_rejected'), amountCents: loan.amount_cents });
    await notify(trx, loan.user_id, {
      kind: 'loan',
      title: 'Loan request rejected',
      body: `Your ${loan.type} request of ${formatCents(loan.amount_cents)} was rejected. Reason: ${a.reason}`,
      link: `/Myloans/${a.loanId}`,
    });
  });
  return { loan: toLoanSummary((await findLoan(db, a.loanId))!) };
}

function auditOf(a: AdminAction, action: string) {
  return {
    actorId: a.adminId,
    action,
    targetType: 'loan',
    targetId: a.loanId,
    reason: a.reason,
    ip: a.ip,
  };
}
