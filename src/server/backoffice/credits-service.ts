import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { creditsInLastDay, lockUserRow } from './approval-requests-repository';
import { pendingMessage, queueForSecondAdmin, type Queued } from './four-eyes-queue';
import { recordSoloRelease, soloRefusal } from './insider-limits';
import { lockAdminReleases } from './admin-releases-repository';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import {
  customerAccounts,
  findPayment,
  idempotencyKeyUsed,
  toTransaction,
} from '../ledger/payments-repository';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { DomainError, notFound } from '../common/domain-error';
import { depositBalances, findUserById } from '../users/users-repository';
import { isUuid } from '../common/ids';

export type CreditRequest = {
  adminId: string;
  userId: string;
  amountCents: bigint;
  reason?: string;
  idempotencyKey?: string;
  requestHash: string;
  ip?: string | null;
};

/** Credits a customer's Checking account from bank funding, recording who did it and why. */
export async function creditCustomer(db: Db, bankName: string, r: CreditRequest) {
  if (!isUuid(r.userId)) throw notFound();
  const user = await findUserById(db, r.userId);
  if (!user || user.role !== 'customer') throw notFound();
  if (user.closed_at) throw new DomainError('payee_account_closed');
  const checking = (await customerAccounts(db, r.userId)).find((a) => a.kind === 'checking');
  if (!checking) throw notFound();
  const id = newPaymentId();
  const result = await postAccepted(db, {
    userId: r.adminId,
    idempotencyKey: r.idempotencyKey,
    requestHash: r.requestHash,
    payments: [
      {
        id,
        reference: newReference(),
        userId: r.userId,
        accountId: checking.id,
        type: 'deposit',
        kind: 'bank_credit',
        description: 'Bank credit',
        amountCents: r.amountCents,
        status: 'Successful',
        counterparty: { bankName },
        details: r.reason ?? null,
        decidedBy: r.adminId,
        reason: r.reason,
      },
    ],
    postings: [
      {
        paymentId: id,
        debit: 'bank:funding',
        credit: checking.id,
        amountCents: r.amountCents,
        code: 'principal',
      },
    ],
    audit: {
      actorId: r.adminId,
      action: 'credit',
      targetType: 'user',
      targetId: r.userId,
      amountCents: r.amountCents,
      reason: r.reason,
      ip: r.ip,
    },
  });
  const payment = await findPayment(db, result.paymentId!);
  return { user, transaction: toTransaction(payment!) };
}

export type CreditOutcome =
  | {
      queued: false;
      user: Awaited<ReturnType<typeof creditCustomer>>['user'];
      transaction: ReturnType<typeof toTransaction>;
      /** The customer's Checking balance once the credit is in. */
      checkingCents: bigint;
    }
  | Queued;

/**
 * Credits a customer at once, or queues the credit for a second administrator when it may not go alone:
 * the customer's credits of the last 24 hours, this one included, would pass the four-eyes threshold
 * (splitting a large credit between administrators does not avoid the second pair of eyes), or so would
 * everything this administrator released alone in 24 hours (splitting it between customers does not
 * either), or the administrator approved this customer's KYC. The administrator's releases and the
 * customer's row are locked first, in that order, so parallel credits are summed one after another. A
 * retried idempotency key answers the original credit.
 */
export async function creditOrQueue(
  db: Db,
  bankName: string,
  thresholdCents: bigint,
  r: CreditRequest,
): Promise<CreditOutcome> {
  if (!isUuid(r.userId)) throw notFound();
  const user = await findUserById(db, r.userId);
  if (!user || user.role !== 'customer') throw notFound();
  const outcome = await inTransaction(db, async (trx) => {
    await lockAdminReleases(trx, r.adminId);
    await lockUserRow(trx, r.userId);
    if (r.idempotencyKey && (await idempotencyKeyUsed(trx, r.adminId, r.idempotencyKey))) {
      return { queued: false as const, ...(await creditCustomer(trx, bankName, r)) };
    }
    const release = { kind: 'credit' as const, userId: r.userId, amountCents: r.amountCents };
    const why = await soloRefusal(trx, r.adminId, thresholdCents, release);
    const customerDay = (await creditsInLastDay(trx, r.userId)) + r.amountCents > thresholdCents;
    if (!why && !customerDay) {
      const done = await creditCustomer(trx, bankName, r);
      await recordSoloRelease(trx, r.adminId, { ...release, subjectId: done.transaction._id });
      return { queued: false as const, ...done };
    }
    const requestId = await queueForSecondAdmin(
      trx,
      { userId: r.adminId, ip: r.ip ?? null },
      { ...release, reason: r.reason },
    );
    return { queued: true as const, requestId, message: creditPendingMessage(r, thresholdCents, user, why) };
  });
  if (outcome.queued) return outcome;
  const { checkingCents } = await depositBalances(db, outcome.user.id);
  return { ...outcome, checkingCents };
}

function creditPendingMessage(
  r: CreditRequest,
  thresholdCents: bigint,
  user: { first_name: string; last_name: string },
  why: 'over_limit' | 'own_kyc' | null,
): string {
  const amount = formatCents(r.amountCents);
  const name = `${user.first_name} ${user.last_name}`;
  if (r.amountCents > thresholdCents) return messages.backoffice.creditPending(amount, name);
  if (!why) return messages.backoffice.creditsPending(amount, name);
  return pendingMessage(why, r.amountCents, thresholdCents, `Credit of ${amount} to ${name}`);
}
