import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { creditsInLastDay, lockUserRow } from './approval-requests-repository';
import { queueForSecondAdmin, type Queued } from './four-eyes-queue';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import {
  customerAccounts,
  findPayment,
  idempotencyKeyUsed,
  toTransaction,
} from '../ledger/payments-repository';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { notFound } from '../common/domain-error';
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
 * Credits a customer at once, or queues the credit for a second administrator when the customer's
 * credits of the last 24 hours, this one included, would pass the four-eyes threshold: splitting a large
 * credit into small ones does not avoid the second pair of eyes. The customer's row is locked first, so
 * parallel credits are summed one after another. A retried idempotency key answers the original credit.
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
    await lockUserRow(trx, r.userId);
    const retried = r.idempotencyKey ? await idempotencyKeyUsed(trx, r.adminId, r.idempotencyKey) : false;
    const total = (await creditsInLastDay(trx, r.userId)) + r.amountCents;
    if (retried || total <= thresholdCents) {
      const done = await creditCustomer(trx, bankName, r);
      return { queued: false as const, ...done };
    }
    const requestId = await queueForSecondAdmin(
      trx,
      { userId: r.adminId, ip: r.ip ?? null },
      { kind: 'credit', userId: r.userId, amountCents: r.amountCents, reason: r.reason },
    );
    const name = `${user.first_name} ${user.last_name}`;
    const message =
      r.amountCents > thresholdCents
        ? messages.backoffice.creditPending(formatCents(r.amountCents), name)
        : messages.backoffice.creditsPending(formatCents(r.amountCents), name);
    return { queued: true as const, requestId, message };
  });
  if (outcome.queued) return outcome;
  const { checkingCents } = await depositBalances(db, outcome.user.id);
  return { ...outcome, checkingCents };
}
