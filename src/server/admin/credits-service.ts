import type { Db } from '../db/connection';
import { customerAccounts, findPayment, toTransaction } from '../ledger/payments-repository';
import { refusal } from '../ledger/post-codes';
import { newPaymentId, newReference, postPayment } from '../ledger/post-payment';
import { notFound } from '../plugins/errors';
import { findUserById } from '../users/users-repository';
import { isUuid } from '../users/users-service';

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
  const result = await postPayment(db, {
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
  if (result.code !== 'ok') throw refusal(result.code);
  const payment = await findPayment(db, result.paymentId!);
  return { user, transaction: toTransaction(payment!) };
}
