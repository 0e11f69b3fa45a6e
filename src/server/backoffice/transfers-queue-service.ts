import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { pendingMessage, queueApproval, type Queued } from './four-eyes-queue';
import { recordSoloRelease, soloRefusal, type SoloRelease } from './insider-limits';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { notify } from '../notifications/notifications-repository';
import { findPayment, paymentsQuery, toTransaction } from '../ledger/payments-repository';
import { postAccepted, type NewPosting, type PaymentStatus } from '../ledger/post-payment';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { accountClosed } from '../closing/closing-repository';
import { assertWireNotHeld } from '../sanctions/sanctions-service';

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
  // A wire in Sanctions review is neither settled nor returned until its hit is decided (docs/sanctions.md).
  if (payment.kind === 'wire_transfer') await assertWireNotHeld(db, paymentId);
  // A return to an account closed meanwhile is held in suspense for staff (issue 49 part 6).
  const held = decision === 'reject' && (await accountClosed(db, payment.account_id));
  const returnTo = held ? ('bank:suspense' as const) : payment.account_id;
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
            credit: returnTo,
            amountCents: payment.amount_cents,
            code: held ? 'return_held' : 'return',
          },
          ...(payment.fee_cents > 0n
            ? [
                {
                  paymentId,
                  debit: 'bank:fee_income' as const,
                  credit: returnTo,
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
  if (held) {
    await notify(db, payment.user_id, {
      kind: 'transfer',
      title: messages.closing.returnHeldTitle,
      body: messages.closing.returnHeldBody(
        decided.description.toLowerCase(),
        formatCents(payment.amount_cents),
        decided.reference,
      ),
      link: '/HistoryPage',
    });
    return decided;
  }
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
 * The first administrator's decision: a settlement (money leaving the bank) that may not go alone (above
 * the four-eyes threshold with what this administrator released alone in 24 hours, or for a customer
 * whose KYC they approved) waits in the approvals queue for a different administrator; returns are decided
 * at once, and a settlement made alone counts towards the administrator's 24 hours.
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
    const decide = () => decideTransfer(trx, d.adminId, d.paymentId, d.decision, d.reason, d.ip);
    if (d.decision === 'reject' || payment.status !== 'Processing') {
      return { queued: false, transaction: await decide() };
    }
    const release = {
      kind: 'transfer_settlement',
      userId: payment.user_id,
      subjectId: d.paymentId,
      amountCents: payment.amount_cents,
    } satisfies SoloRelease;
    const why = await soloRefusal(trx, d.adminId, thresholdCents, release);
    if (!why) {
      const transaction = await decide();
      await recordSoloRelease(trx, d.adminId, release);
      return { queued: false, transaction };
    }
    const what = `Settlement of the transfer of ${formatCents(payment.amount_cents)}`;
    return queueApproval(trx, d, release, pendingMessage(why, payment.amount_cents, thresholdCents, what));
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
