import { createHash } from 'node:crypto';
import { bySeq, decodeCursor, pageOf } from '../common/pagination';
import type { z } from 'zod';
import { durationToMonths } from '../../shared/loan-schedule';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import type { loanRequestBody, repayBody } from '../../shared/schemas/loans';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { findPayment, toTransaction } from '../ledger/payments-repository';
import { refusal } from '../ledger/post-codes';
import { newPaymentId, newReference, postPayment } from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import { verifyPin, type PinDeps } from '../pin/pin-service';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import {
  applyRepayment,
  findLoan,
  findOwnLoan,
  idempotencyKeyUsed,
  insertLoan,
  listRepayments,
  listUserLoans,
  lockLoan,
} from './loans-repository';
import { inTransaction } from '../db/transaction';
import { toLoanDetail, toLoanSummary } from './loans-view';

export type LoanDeps = PinDeps & { db: Db; config: Config };
type LoanBody = z.output<ReturnType<typeof loanRequestBody>>;
type RepayBody = z.output<ReturnType<typeof repayBody>>;
type Caller = { userId: string; idempotencyKey?: string };

/** A loan request waits as Pending; its rate is the configured one for its type on the day it is made. */
export async function requestLoan(deps: LoanDeps, userId: string, body: LoanBody) {
  await verifyPin(deps, userId, body.pincode);
  const account = await resolveOwnAccount(deps.db, userId, body.account);
  const id = await insertLoan(deps.db, {
    user_id: userId,
    account_id: account.id,
    amount_cents: body.amount,
    type: body.type,
    duration_months: durationToMonths(body.duration) as 6 | 12 | 24,
    repayment: body.repayment,
    details: body.details,
    annual_rate_bps: deps.config.loanRatesBps[body.type],
  });
  return toLoanSummary((await findLoan(deps.db, id))!);
}

/** The caller's loans, newest first, a page at a time. */
export async function myLoans(db: Db, userId: string, limit: number, cursor?: string) {
  const rows = await listUserLoans(db, userId, limit + 1, decodeCursor(cursor));
  const page = pageOf(rows, limit, bySeq);
  return { loans: page.rows.map(toLoanSummary), nextCursor: page.nextCursor };
}

/** One loan with its schedule and repayments: its owner's, or any for an administrator. */
export async function loanFor(db: Db, viewer: { userId: string; role: string }, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = viewer.role === 'admin' ? await findLoan(db, id) : await findOwnLoan(db, viewer.userId, id);
  if (!row) throw notFound();
  return toLoanDetail(row, await listRepayments(db, id));
}

/**
 * Repays part or all of an Approved loan from one of the caller's accounts. Repayments go to principal
 * first, so what is owed is the outstanding principal. The posting and the lower balance commit in one
 * transaction, under the loan's row lock, so two repayments can never both spend the same debt.
 */
export async function repayLoan(deps: LoanDeps, caller: Caller, loanId: string, body: RepayBody) {
  await verifyPin(deps, caller.userId, body.pincode);
  if (!isUuid(loanId)) throw notFound();
  const source = await resolveOwnAccount(deps.db, caller.userId, body.account);
  const paymentId = await inTransaction(deps.db, async (trx) => {
    const loan = await lockLoan(trx, loanId);
    if (!loan || loan.user_id !== caller.userId) throw notFound();
    // A retried request is answered by the ledger's record of the first, whatever the loan owes now.
    const retry = caller.idempotencyKey
      ? await idempotencyKeyUsed(trx, caller.userId, caller.idempotencyKey)
      : false;
    if (!retry) assertRepayable(loan, body.amount);
    const id = newPaymentId();
    const result = await postPayment(trx, {
      userId: caller.userId,
      idempotencyKey: caller.idempotencyKey,
      requestHash: createHash('sha256').update(`repay:${loanId}:${body.amount}:${source.id}`).digest('hex'),
      ownedAccountId: source.id,
      actorMustBeEnabled: true,
      payments: [
        {
          id,
          reference: newReference(),
          userId: caller.userId,
          accountId: source.id,
          type: 'withdrawal',
          kind: 'loan_repayment',
          description: 'Loan repayment',
          amountCents: body.amount,
          status: 'Successful',
          counterparty: { bankName: deps.config.bankName, loan: loan.type },
        },
      ],
      postings: [
        {
          paymentId: id,
          debit: source.id,
          credit: 'bank:loan_book',
          amountCents: body.amount,
          code: 'principal',
        },
      ],
    });
    if (result.code === 'insufficient_funds') {
      throw new DomainError('insufficient_funds', messages.loans.insufficientFunds);
    }
    if (result.code !== 'ok') throw refusal(result.code);
    if (!result.replayed) {
      await applyRepayment(trx, loanId, result.paymentId!, body.amount);
      if (loan.outstanding_principal_cents === body.amount) {
        await notify(trx, caller.userId, {
          kind: 'loan',
          title: 'Loan repaid',
          body: `Your ${loan.type} of ${formatCents(loan.amount_cents)} is fully repaid.`,
          link: `/Myloans/${loanId}`,
        });
      }
    }
    return result.paymentId!;
  });
  const [loan, payment] = await Promise.all([
    loanFor(deps.db, { userId: caller.userId, role: 'customer' }, loanId),
    findPayment(deps.db, paymentId),
  ]);
  return { loan, transaction: toTransaction(payment!) };
}

function assertRepayable(loan: { status: string; outstanding_principal_cents: bigint }, amount: bigint) {
  if (loan.status !== 'Approved') throw new DomainError('limit_reached', messages.loans.notActive);
  if (amount > loan.outstanding_principal_cents) {
    throw new DomainError(
      'amount_exceeds_owed',
      messages.loans.exceedsOwed(formatCents(loan.outstanding_principal_cents)),
    );
  }
}
