import { postAccruedInterest } from '../interest/interest-service';
import { centsToDollars, formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import type { ClosureStatus, CloseAccountBody, SweepDestination } from '../../shared/schemas/closing';
import { appendAudit } from '../audit/audit-repository';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-jobs';
import { accepted, newPaymentId, newReference, postPayment, type PostRequest } from '../ledger/post-payment';
import { payeeDestination, payeeForTransfer } from '../payees/payees-service';
import { verifyPin } from '../pin/pin-service';
import { revokeUserSessions } from '../sessions/sessions-repository';
import { accountStatementPdf } from '../statement/statement-service';
import {
  internationalTransferRequest,
  localTransferRequest,
  requestDeps,
} from '../transfers/transfers-service';
import {
  blockerCounts,
  cancelCards,
  cancelStandingOrders,
  insertClosure,
  lockCustomer,
  markClosed,
  type BlockerCounts,
} from './closing-repository';
import { depositAccounts, type DepositAccount } from '../ledger/payments-repository';

export type ClosingDeps = { db: Db; config: Config; pinKey: Buffer; now: () => Date };

/** The customer's words for each blocker that is there, money first. */
function blockersOf(totalCents: bigint, counts: BlockerCounts): ClosureStatus['blockers'] {
  const all: ClosureStatus['blockers'] = [
    {
      kind: 'money',
      count: totalCents > 0n ? 1 : 0,
      message: messages.closing.blockMoney(formatCents(totalCents)),
    },
    {
      kind: 'processing',
      count: counts.processing,
      message: messages.closing.blockProcessing(counts.processing),
    },
    { kind: 'loan', count: counts.loans, message: messages.closing.blockLoan },
    { kind: 'cheques', count: counts.cheques, message: messages.closing.blockCheques(counts.cheques) },
    {
      kind: 'cardApplications',
      count: counts.cardApplications,
      message: messages.closing.blockCardApplications(counts.cardApplications),
    },
  ];
  return all.filter((b) => b.count > 0);
}

const totalOf = (accounts: DepositAccount[]) => accounts.reduce((sum, a) => sum + a.balance_cents, 0n);

/** GET /account/closure: every deposit account, what blocks the closure, and whether it may go. */
export async function closureStatus(db: Db, userId: string): Promise<ClosureStatus> {
  const [accounts, counts] = await Promise.all([depositAccounts(db, userId), blockerCounts(db, userId)]);
  const blockers = blockersOf(totalOf(accounts), counts);
  return {
    balance: centsToDollars(totalOf(accounts)),
    accounts: accounts.map((a) => ({
      _id: a.id,
      name: a.name,
      accountNumber: a.account_number,
      balance: centsToDollars(a.balance_cents),
    })),
    blockers,
    canClose: blockers.every((b) => b.kind === 'money'),
  };
}

/** A closure as its steps see it: who, when, and what the steps found and did. */
export type Closure = {
  userId: string;
  at: Date;
  bankName: string;
  /** The bank's calendar: interest accrues up to the closure's day in it. */
  bankTimeZone: string;
  startedBy: string;
  approvedBy?: string;
  reason?: string;
  customer: { email: string; firstName: string; lastName: string };
  accounts: DepositAccount[];
  totalCents: bigint;
  /** Moves the whole balance, now all in Checking, out: the customer's transfer, or staff's hold. */
  payOut: (trx: Db, c: Closure, checking: DepositAccount) => Promise<string>;
  sweepPaymentId?: string;
};

export type ClosureStep = { name: string; run: (trx: Db, c: Closure) => Promise<void> };

/**
 * The closure, in the order it runs, in one DB transaction: a failure of any step undoes them all.
 * Accrued savings interest is posted by the interest feature's `postAccruedInterest`; its step belongs
 * right after 'refuse while anything blocks' and before 'lock the accounts and add up the balance', so
 * that the interest is swept with the rest.
 */
export const CLOSURE_STEPS: ClosureStep[] = [
  { name: 'lock the customer', run: lockTheCustomer },
  { name: 'refuse while anything blocks', run: refuseBlockers },
  { name: 'post the interest accrued', run: postInterestAccrued },
  { name: 'lock the accounts and add up the balance', run: lockAccounts },
  { name: 'gather every balance into Checking', run: gatherIntoChecking },
  { name: 'pay out the balance', run: payOutBalance },
  { name: 'cancel standing orders', run: async (trx, c) => void (await cancelStandingOrders(trx, c.userId)) },
  { name: 'cancel cards', run: async (trx, c) => void (await cancelCards(trx, c.userId)) },
  { name: 'close the customer and their accounts', run: closeCustomer },
  { name: 'mail the final statement', run: mailFinalStatement },
];

async function lockTheCustomer(trx: Db, c: Closure) {
  const user = await lockCustomer(trx, c.userId);
  if (!user || user.role !== 'customer') throw new DomainError('not_found');
  if (user.closed_at) throw new DomainError('not_allowed_now', messages.closing.alreadyClosed);
  c.customer = { email: user.email, firstName: user.first_name, lastName: user.last_name };
}

async function refuseBlockers(trx: Db, c: Closure) {
  const blocking = blockersOf(0n, await blockerCounts(trx, c.userId));
  if (blocking.length > 0) throw new DomainError('closure_blocked', blocking.map((b) => b.message).join(' '));
}

/** Savings and pots are paid what they earned up to the closure's day, so it is swept with the rest. */
async function postInterestAccrued(trx: Db, c: Closure) {
  const bank = { bankName: c.bankName, bankTimeZone: c.bankTimeZone };
  for (const account of await depositAccounts(trx, c.userId)) {
    if (account.kind === 'savings' || account.kind === 'pot')
      await postAccruedInterest(trx, account.id, c.at, bank);
  }
}

async function lockAccounts(trx: Db, c: Closure) {
  c.accounts = await depositAccounts(trx, c.userId, { lock: true });
  c.totalCents = totalOf(c.accounts);
}

const checkingOf = (c: Closure) => {
  const checking = c.accounts.find((a) => a.kind === 'checking');
  if (!checking) throw new DomainError('account_not_found');
  return checking;
};

/** Savings and every pot (a locked one too: closure bypasses the lock) move into Checking, free. */
async function gatherIntoChecking(trx: Db, c: Closure) {
  const checking = checkingOf(c);
  const from = c.accounts.filter((a) => a.id !== checking.id && a.balance_cents > 0n);
  if (from.length === 0) return;
  const request: PostRequest = { userId: c.userId, payments: [], postings: [] };
  for (const a of from) {
    const out = newPaymentId();
    const line = {
      userId: c.userId,
      kind: 'closing_transfer',
      amountCents: a.balance_cents,
      status: 'Successful' as const,
    };
    request.payments.push(
      {
        ...line,
        id: out,
        reference: newReference(c.at),
        accountId: a.id,
        type: 'withdrawal',
        description: messages.closing.gatherDescription(a.name),
        counterparty: { accountNumber: checking.account_number },
      },
      {
        ...line,
        id: newPaymentId(),
        reference: newReference(c.at),
        accountId: checking.id,
        type: 'deposit',
        description: messages.closing.gatherDescription(a.name),
        counterparty: { accountNumber: a.account_number },
        relatedPaymentId: out,
      },
    );
    request.postings.push({
      paymentId: out,
      debit: a.id,
      credit: checking.id,
      amountCents: a.balance_cents,
      code: 'principal',
    });
  }
  accepted(await postPayment(trx, request));
}

async function payOutBalance(trx: Db, c: Closure) {
  if (c.totalCents === 0n) return;
  c.sweepPaymentId = await c.payOut(trx, c, checkingOf(c));
}

async function closeCustomer(trx: Db, c: Closure) {
  await markClosed(trx, c.userId, c.at);
  await revokeUserSessions(trx, c.userId);
  await insertClosure(trx, { ...c, sweptCents: c.totalCents });
  await appendAudit(trx, {
    actorId: c.approvedBy ?? c.startedBy,
    action: 'account_closed',
    targetType: 'user',
    targetId: c.userId,
    amountCents: c.totalCents,
    reason: c.reason ?? (c.approvedBy ? undefined : 'Closed by the customer'),
  });
}

/** One PDF per account, for the month up to the closure (the earlier months are the monthly statements). */
async function mailFinalStatement(trx: Db, c: Closure) {
  const to = c.at.toISOString().slice(0, 10);
  const from = `${to.slice(0, 8)}01`;
  const attachments = [];
  for (const a of c.accounts) {
    const pdf = await accountStatementPdf(
      trx,
      { userId: c.userId, bankName: c.bankName, from, to, maxLines: 100_000 },
      a,
    );
    attachments.push({
      filename: `${a.name} ${a.account_number} final statement ${to}.pdf`,
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    });
  }
  await enqueueMail(trx, {
    to: c.customer.email,
    subject: messages.closing.mailSubject,
    text: messages.closing.mailText(
      `${c.customer.firstName} ${c.customer.lastName}`,
      to,
      formatCents(c.totalCents),
    ),
    attachments,
  });
}

export async function runClosure(deps: ClosingDeps, c: Closure): Promise<Closure> {
  return inTransaction(deps.db, async (trx) => {
    for (const step of CLOSURE_STEPS) await step.run(trx, c);
    return c;
  });
}

const newClosure = (
  bank: { bankName: string; bankTimeZone: string },
  at: Date,
  userId: string,
  over: Partial<Closure> & Pick<Closure, 'startedBy' | 'payOut'>,
): Closure => ({
  userId,
  at,
  bankName: bank.bankName,
  bankTimeZone: bank.bankTimeZone,
  customer: { email: '', firstName: '', lastName: '' },
  accounts: [],
  totalCents: 0n,
  ...over,
});

/**
 * The customer closes their own account (POST /account/closure). The PIN is checked, and counted, first in
 * its own transaction (a refusal later must not undo the count); the balance leaves through the transfer
 * path, with its checks (daily limit, new-payee cap, destination and name, a closed destination), free.
 */
export async function closeOwnAccount(
  deps: ClosingDeps,
  caller: { userId: string; idempotencyKey?: string },
  body: CloseAccountBody,
) {
  await verifyPin(deps, caller.userId, body.pincode);
  const payOut = async (trx: Db, c: Closure) => {
    if (!body.sweep) {
      throw new DomainError('closure_blocked', messages.closing.blockMoney(formatCents(c.totalCents)));
    }
    return sweepTransfer(trx, deps, caller, body.sweep, c.totalCents);
  };
  const done = await runClosure(
    deps,
    newClosure(deps.config, deps.now(), caller.userId, { startedBy: caller.userId, payOut }),
  );
  return { sweptCents: done.totalCents, sweepPaymentId: done.sweepPaymentId ?? null };
}

/** The closing transfer: the transfer path's own request (PIN already checked), without its fee. */
async function sweepTransfer(
  trx: Db,
  deps: ClosingDeps,
  caller: { userId: string; idempotencyKey?: string },
  sweep: SweepDestination,
  amount: bigint,
): Promise<string> {
  const rd = requestDeps(deps.config, deps.pinKey);
  const common = { amount, paymentAccount: 'checking', details: messages.closing.sweepDetails, pincode: '' };
  let request: PostRequest;
  if ('payeeId' in sweep) {
    const payee = await payeeForTransfer(trx, caller.userId, sweep.payeeId);
    // The new-payee rule travels with the request and is decided in post_payments.
    const extra = { preauthorized: true, hashOf: { sweep } };
    request =
      payee.type === 'local'
        ? localTransferRequest(rd, caller, { ...common, ...payeeDestination(payee, 'local') }, extra)
        : internationalTransferRequest(
            rd,
            caller,
            { ...common, ...payeeDestination(payee, 'international') } as never,
            extra,
          );
  } else {
    request = localTransferRequest(rd, caller, { ...common, ...sweep }, { preauthorized: true });
  }
  request.postings = request.postings.filter((p) => p.code !== 'fee');
  request.payments[0]!.feeCents = 0n;
  request.payments[0]!.description = messages.closing.sweepDescription;
  return accepted(await postPayment(trx, request)).paymentId!;
}

/**
 * A closure started by staff, carried out when a second administrator approves it (the four-eyes queue):
 * the balance has no customer's destination, so it is held in the bank's suspense account for staff to
 * pay out by other means, as a payment the customer's statement shows.
 */
export async function carryOutStaffClosure(
  trx: Db,
  bank: { bankName: string; bankTimeZone: string },
  r: { userId: string; startedBy: string; approvedBy: string; reason: string },
) {
  const payOut = async (tx: Db, c: Closure, checking: DepositAccount) => {
    const id = newPaymentId();
    const result = await postPayment(tx, {
      userId: r.approvedBy,
      payments: [
        {
          id,
          reference: newReference(c.at),
          userId: c.userId,
          accountId: checking.id,
          type: 'withdrawal',
          kind: 'closing_hold',
          description: messages.closing.staffHeldDescription,
          amountCents: c.totalCents,
          status: 'Successful',
          details: r.reason,
          decidedBy: r.approvedBy,
          reason: r.reason,
        },
      ],
      postings: [
        {
          paymentId: id,
          debit: checking.id,
          credit: 'bank:suspense',
          amountCents: c.totalCents,
          code: 'principal',
        },
      ],
    });
    return accepted(result).paymentId!;
  };
  const closure = newClosure(bank, new Date(), r.userId, { ...r, payOut });
  for (const step of CLOSURE_STEPS) await step.run(trx, closure);
}
