import { messages } from '../../shared/messages';
import { decodeCursor, pageBySeq } from '../common/pagination';
import { formatCents } from '../../shared/money';
import type { AdminDeposit, DepositStatus } from '../../shared/schemas/deposits';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { queueApproval, type Queued } from '../backoffice/four-eyes-queue';
import { postAccepted } from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import {
  depositsByStatus,
  findDeposit,
  lockDeposit,
  markDecided,
  toAdminDeposit,
} from './deposits-repository';

export async function depositsQueue(db: Db, status: DepositStatus, limit: number, cursor?: string) {
  const rows = await depositsByStatus(db, status, limit + 1, decodeCursor(cursor));
  return pageBySeq(rows, limit, toAdminDeposit);
}

type Decision = {
  adminId: string;
  depositId: string;
  decision: 'approve' | 'reject';
  reason?: string;
  ip?: string | null;
};

/**
 * Approves (the amount moves from cheque clearing to the customer's Checking and the payment becomes
 * Successful) or rejects (the payment becomes Failed with the reason; no money moves) a Pending cheque.
 * The deposit row is locked first and the payment's status is re-checked by the posting primitive, so a
 * second decision answers 409. Payment, postings, deposit, audit record and notification commit together.
 */
export async function decideDeposit(db: Db, d: Decision): Promise<AdminDeposit> {
  if (!isUuid(d.depositId)) throw notFound();
  const approve = d.decision === 'approve';
  await inTransaction(db, async (trx) => {
    const row = await lockDeposit(trx, d.depositId);
    if (!row) throw notFound();
    if (row.status !== 'Pending') {
      throw new DomainError('already_decided', messages.chequeDeposit.alreadyDecided);
    }
    await postAccepted(trx, {
      userId: d.adminId,
      statusUpdate: {
        paymentId: row.payment_id,
        from: 'Pending',
        to: approve ? 'Successful' : 'Failed',
        decidedBy: d.adminId,
        reason: d.reason,
      },
      payments: [],
      postings: approve
        ? [
            {
              paymentId: row.payment_id,
              debit: 'bank:cheque_clearing',
              credit: row.account_id,
              amountCents: row.amount_cents,
              code: 'principal',
            },
          ]
        : [],
      audit: {
        actorId: d.adminId,
        action: approve ? 'cheque_deposit_approved' : 'cheque_deposit_rejected',
        targetType: 'cheque_deposit',
        targetId: d.depositId,
        amountCents: row.amount_cents,
        reason: d.reason,
        ip: d.ip,
      },
    });
    await markDecided(trx, d.depositId, {
      status: approve ? 'Approved' : 'Rejected',
      reason: d.reason ?? null,
      decidedBy: d.adminId,
    });
    await notify(trx, row.user_id, notice(approve, row.amount_cents, d.reason));
  });
  return toAdminDeposit((await findDeposit(db, d.depositId))!);
}

export type DepositDecision = { queued: false; deposit: AdminDeposit } | Queued;

/**
 * The first administrator's decision: approving a cheque above the four-eyes threshold waits in the
 * approvals queue for a different administrator; rejections and smaller cheques are decided at once.
 */
export async function decideOrQueueDeposit(
  db: Db,
  thresholdCents: bigint,
  d: Decision,
): Promise<DepositDecision> {
  if (!isUuid(d.depositId)) throw notFound();
  return inTransaction(db, async (trx) => {
    const row = await lockDeposit(trx, d.depositId);
    if (!row) throw notFound();
    if (d.decision === 'reject' || row.amount_cents <= thresholdCents || row.status !== 'Pending') {
      return { queued: false, deposit: await decideDeposit(trx, d) };
    }
    return queueApproval(
      trx,
      d,
      { kind: 'cheque_approval', userId: row.user_id, subjectId: d.depositId, amountCents: row.amount_cents },
      `Approval of the cheque deposit of ${formatCents(row.amount_cents)}`,
    );
  });
}

function notice(approve: boolean, amountCents: bigint, reason?: string) {
  const amount = formatCents(amountCents);
  return {
    kind: 'cheque_deposit',
    title: approve ? 'Cheque deposit approved' : 'Cheque deposit rejected',
    body: approve
      ? `Your cheque deposit of ${amount} was approved and is now in your Checking account.`
      : `Your cheque deposit of ${amount} was rejected.${reason ? ` Reason: ${reason}` : ''}`,
    link: '/ChequeDeposit',
  };
}
