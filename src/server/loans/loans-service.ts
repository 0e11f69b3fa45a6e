import { decodeCursor, pageBySeq } from '../common/pagination';
import type { z } from 'zod';
import { interestDue, utcDay } from '../../shared/loan-interest';
import { durationToMonths } from '../../shared/loan-schedule';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import type { loanRequestBody, repayBody } from '../../shared/schemas/loans';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { findPayment, idempotencyKeyUsed, toTransaction } from '../ledger/payments-repository';
import {
  newPaymentId,
  newReference,
  postAccepted,
  type NewPosting,
  type PostRequest,
} from '../ledger/post-payment';
import { notify } from '../notifications/notifications-repository';
import { verifyPin, type PinDeps } from '../pin/pin-service';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import {
  applyRepayment,
  findLoan,
  findOwnLoan,
  insertLoan,
  listRepayments,
  listUserLoans,
  lockLoan,
  pendingLoanCount,
} from './loans-repository';
import { inTransaction } from '../db/transaction';
import { lockCustomerCaps } from '../users/customer-locks-repository';

/** Loan requests one customer may have waiting at once. */
export const MAX_PENDING_LOANS = 3;
import { interestState, loanTerms } from './loan-terms';
import { toLoanDetail, toLoanSummary } from './loans-view';
import { sha256Hex } from '../common/sha256';

export type LoanDeps = PinDeps & { db: Db; config: Config };
type LoanBody = z.output<ReturnType<typeof loanRequestBody>>;
type RepayBody = z.output<ReturnType<typeof repayBody>>;
type Caller = { userId: string; idempotencyKey?: string };

/** A loan request waits as Pending; its rate is the configured one for its type on the day it is made. */
export async function requestLoan(deps: LoanDeps, userId: string, body: LoanBody) {
  await verifyPin(deps, userId, body.pincode);
  const account = await resolveOwnAccount(deps.db, userId, body.account);
  const id = await inTransaction(deps.db, async (trx) => {
    // A customer's waiting requests are capped under a per-customer lock, so parallel requests cannot all
    // slip in: the loans queue is the administrators' to read, not a customer's to flood.
    await lockCustomerCaps(trx, userId, 'loans');
    if ((await pendingLoanCount(trx, userId)) >= MAX_PENDING_LOANS) {
      throw new DomainError('limit_reached', messages.loans.tooManyPending(MAX_PENDING_LOANS));
    }
    return insertLoan(trx, {
      user_id: userId,
      account_id: account.id,
      amount_cents: body.amount,
      type: body.type,
      duration_months: durationToMonths(body.duration) as 6 | 12 | 24,
      repayment: body.repayment,
      details: body.details,
      annual_rate_bps: deps.config.loanRatesBps[body.type],
    });
  });
  return toLoanSummary((await findLoan(deps.db, id))!);
}

/** The caller's loans, newest first, a page at a time. */
export async function myLoans(db: Db, userId: string, limit: number, cursor?: string) {
  const rows = await listUserLoans(db, userId, limit + 1, decodeCursor(cursor));
  return pageBySeq(rows, limit, toLoanSummary);
}

/** One loan with its schedule and repayments: its owner's, or any for an administrator. */
export async function loanFor(db: Db, viewer: { userId: string; role: string }, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = viewer.role === 'admin' ? await findLoan(db, id) : await findOwnLoan(db, viewer.userId, id);
  if (!row) throw notFound();
  return toLoanDetail(row, await listRepayments(db, id));
}

/**
 * Repays part or all of an Approved loan from one of the caller's accounts. A repayment pays the interest
 * due up to today first (shared/loan-interest.ts), posted to interest income, and the rest repays
 * principal (the loan book); what is owed is the outstanding principal plus that interest. The posting,
 * the lower balance and the new interest day commit in one transaction, under the loan's row lock, so two
 * repayments can never both spend the same debt.
 */
export async function repayLoan(deps: LoanDeps, caller: Caller, loanId: string, body: RepayBody) {
  await verifyPin(deps, caller.userId, body.pincode);
  if (!isUuid(loanId)) throw notFound();
  const source = await resolveOwnAccount(deps.db, caller.userId, body.account);
  const paymentId = await inTransaction(deps.db, async (trx) => {
    const loan = await lockLoan(trx, loanId);
    if (!loan || loan.user_id !== caller.userId) throw notFound();
    const now = new Date();
    const interest = interestDue(loanTerms(loan, now), interestState(loan, now), utcDay(now));
    // A retried request is answered by the ledger's record of the first, whatever the loan owes now.
    const retry = caller.idempotencyKey
      ? await idempotencyKeyUsed(trx, caller.userId, caller.idempotencyKey)
      : false;
    if (!retry) assertRepayable(loan, body.amount, interest);
    const result = await postAccepted(trx, repaymentRequest(deps.config.bankName, caller, source.id, loan, body.amount, interest), {
      insufficient_funds: () => new DomainError('insufficient_funds', messages.loans.insufficientFunds),
    });
    if (!result.replayed) {
      await applyRepayment(trx, loanId, {
        paymentId: result.paymentId!,
        amountCents: body.amount,
        interestCents: interest,
        day: utcDay(now),
      });
      if (loan.outstanding_principal_cents === body.amount - interest) await notifyRepaid(trx, caller, loan);
    }
    return result.paymentId!;
  });
  const [loan, payment] = await Promise.all([
    loanFor(deps.db, { userId: caller.userId, role: 'customer' }, loanId),
    findPayment(deps.db, paymentId),
  ]);
  return { loan, transaction: toTransaction(payment!) };
}

export type LockedLoan = NonNullable<Awaited<ReturnType<typeof lockLoan>>>;

/**
 * One payment from the customer's account: the interest to interest income, the rest to the loan book.
 * By hand (repayLoan) and automatically on a due date (autopay.ts).
 */
export function repaymentRequest(
  bankName: string,
  caller: Caller,
  sourceId: string,
  loan: LockedLoan,
  amount: bigint,
  interest: bigint,
): PostRequest {
  const id = newPaymentId();
  const parts: Array<[NewPosting['credit'], bigint, string]> = [
    ['bank:interest_income', interest, 'interest'],
    ['bank:loan_book', amount - interest, 'principal'],
  ];
  return {
    userId: caller.userId,
    idempotencyKey: caller.idempotencyKey,
    requestHash: sha256Hex(`repay:${loan.id}:${amount}:${sourceId}`),
    ownedAccountId: sourceId,
    actorMustBeEnabled: true,
    payments: [
      {
        id,
        reference: newReference(),
        userId: caller.userId,
        accountId: sourceId,
        type: 'withdrawal',
        kind: 'loan_repayment',
        description: 'Loan repayment',
        amountCents: amount,
        status: 'Successful',
        counterparty: { bankName, loan: loan.type },
      },
    ],
    // A part of zero (no interest due yet, or a payment of interest only) is no posting at all.
    postings: parts
      .filter(([, cents]) => cents > 0n)
      .map(([credit, amountCents, code]) => ({ paymentId: id, debit: sourceId, credit, amountCents, code })),
  };
}

export async function notifyRepaid(db: Db, caller: { userId: string }, loan: LockedLoan) {
  await notify(db, caller.userId, {
    kind: 'loan',
    title: 'Loan repaid',
    body: `Your ${loan.type} of ${formatCents(loan.amount_cents)} is fully repaid.`,
    link: `/Myloans/${loan.id}`,
  });
}

function assertRepayable(
  loan: { status: string; outstanding_principal_cents: bigint },
  amount: bigint,
  interest: bigint,
) {
  if (loan.status !== 'Approved') throw new DomainError('limit_reached', messages.loans.notActive);
  const owed = loan.outstanding_principal_cents + interest;
  if (amount > owed) {
    throw new DomainError('amount_exceeds_owed', messages.loans.exceedsOwed(formatCents(owed)));
  }
  if (amount < interest) {
    throw new DomainError('amount_below_interest', messages.loans.belowInterest(formatCents(interest)));
  }
}
