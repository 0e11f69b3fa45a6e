import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { queueApproval, type Queued } from './four-eyes-queue';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { notify } from '../notifications/notifications-repository';
import { findPayment, paymentsQuery, toTransaction } from '../ledger/payments-repository';
import { postAccepted, type NewPosting, type PaymentStatus } from '../ledger/post-payment';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';

const OUTGOING_KINDS = ['local_transfer', 'wire_transfer'];

/** Outgoing transfers by status, oldest first, with the customer's name: the settlement queue. */
export async function transfersQueue(db: Db, status: PaymentStatus, limit: number) {
  const rows = await paymentsQuery(db)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('p.kind', 'in', OUTGOING_KINDS)
    .where('p.status', '=', status)
    .orderBy('p.seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...toTransaction(r),
    customer: { _id: r.user_id, name: `${r.first_name} ${r.last_name}`, email: r.email },
  }));
}

/**
 * Settles (money leaves clearing for the other bank: Successful) or returns (principal and fee back to
 * the customer: Failed) a Processing transfer. The status is re-checked under a row lock, so a second
 * decision answers 409.
 */
export async function decideTransfer(
  db: Db,
  adminId: string,
  paymentId: string,
  decision: 'approve' | 'reject',
  reason?: string,
  ip?: string | null,
) {
  if (!isUuid(paymentId)) throw notFound();
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'user_id', 'account_id', 'amount_cents', 'fee_cents', 'status', 'kind'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment || !OUTGOING_KINDS.includes(payment.kind)) throw notFound();
  if (payment.status !== 'Processing')
    throw new DomainError('already_decided', messages.backoffice.transferAlreadyDecided);
  const postings: NewPosting[] =
    decision === 'approve'
      ? [
          {
            paymentId,
            debit: 'bank:outgoing_clearing',
            credit: 'bank:settlement',
            amountCents: payment.amount_cents,
            code: 'settlement',
          },
        ]
      : [
          {
            paymentId,
            debit: 'bank:outgoing_clearing',
            credit: payment.account_id,
            amountCents: payment.amount_cents,
            code: 'return',
          },
          ...(payment.fee_cents > 0n
            ? [
                {
                  paymentId,
                  debit: 'bank:fee_income' as const,
                  credit: payment.account_id,
                  amountCents: payment.fee_cents,
                  code: 'fee_refund',
                },
              ]
            : []),
        ];
  await postAccepted(db, {
    userId: adminId,
    statusUpdate: {
      paymentId,
      from: 'Processing',
      to: decision === 'approve' ? 'Successful' : 'Failed',
      decidedBy: adminId,
      reason,
    },
    payments: [],
    postings,
    audit: {
      actorId: adminId,
      action: decision === 'approve' ? 'transfer_settled' : 'transfer_returned',
      targetType: 'payment',
      targetId: paymentId,
      amountCents: payment.amount_cents,
      reason,
      ip,
    },
  });
  const decided = toTransaction((await findPayment(db, paymentId))!);
  await notify(db, payment.user_id, {
    kind: 'transfer',
    title: decision === 'approve' ? 'Transfer settled' : 'Transfer returned',
    body:
      decision === 'approve'
        ? `Your ${decided.description.toLowerCase()} of ${formatCents(payment.amount_cents)} (${decided.reference}) was settled.`
        : `Your ${decided.description.toLowerCase()} of ${formatCents(payment.amount_cents)} (${decided.reference}) was returned; the amount and fee are back in your account.${reason ? ` Reason: ${reason}` : ''}`,
    link: '/HistoryPage',
  });
  return decided;
}

export type TransferDecision =
  { queued: false; transaction: Awaited<ReturnType<typeof decideTransfer>> } | Queued;

/**
 * The first administrator's decision: settling a transfer above the four-eyes threshold (money leaving
 * the bank) waits in the approvals queue for a different administrator; returns and smaller
 * settlements are decided at once.
 */
export async function decideOrQueueTransfer(
  db: Db,
  thresholdCents: bigint,
  d: {
    adminId: string;
    paymentId: string;
    decision: 'approve' | 'reject';
    reason?: string;
    ip?: string | null;
  },
): Promise<TransferDecision> {
  if (!isUuid(d.paymentId)) throw notFound();
  return inTransaction(db, async (trx) => {
    const payment = await lockOutgoingPayment(trx, d.paymentId);
    if (!payment || !OUTGOING_KINDS.includes(payment.kind)) throw notFound();
    if (
      d.decision === 'reject' ||
      payment.amount_cents <= thresholdCents ||
      payment.status !== 'Processing'
    ) {
      return {
        queued: false,
        transaction: await decideTransfer(trx, d.adminId, d.paymentId, d.decision, d.reason, d.ip),
      };
    }
    return queueApproval(
      trx,
      d,
      {
        kind: 'transfer_settlement',
        userId: payment.user_id,
        subjectId: d.paymentId,
        amountCents: payment.amount_cents,
      },
      `Settlement of the transfer of ${formatCents(payment.amount_cents)}`,
    );
  });
}

/** The payment row, locked so the decision and the queueing see the same status. */
function lockOutgoingPayment(db: Db, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'amount_cents', 'status', 'kind'])
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}
