import { sql } from 'kysely';
import { interestDue, utcDay } from '../../shared/loan-interest';
import { amortize } from '../../shared/loan-schedule';
import { messages } from '../../shared/messages';
import { centsToDollars, formatCents } from '../../shared/money';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueue } from '../jobs/queue';
import { resolveOwnAccount } from '../ledger/accounts-service';
import { postPayment } from '../ledger/post-payment';
import { enqueueMail } from '../mail/mail-jobs';
import { notify } from '../notifications/notifications-repository';
import { verifyPin, type PinDeps } from '../pin/pin-service';
import { addDays, dayStart } from '../standing-orders/schedule';
import { interestState, loanTerms } from './loan-terms';
import { applyRepayment, findOwnLoan, lockLoan } from './loans-repository';
import { notifyRepaid, repaymentRequest, type LockedLoan } from './loans-service';

/*
 * Loan auto-repayment (issue 49 part 5, docs/loan-autopay.md). While it is on, each instalment of the
 * schedule is paid from Checking on its due date through the same repayment as by hand (interest due
 * first, the rest principal). Each due date is one job of the queue (task `loan_autopay`, job key per
 * loan, due date, attempt and day), and its outcome one row of `loan_autopay_runs` (primary key loan and
 * due date), written in the transaction that pays: a job run twice or on two instances pays once.
 */

export const AUTOPAY_TASK = 'loan_autopay';
/** Ahead of the day's standing orders (priority 0) in the queue; standing orders also pay it first. */
const AUTOPAY_PRIORITY = -10;

export type AutopayRun = { loanId: string; dueDate: string; attempt: 1 | 2 };
export type AutopayDeps = { db: Db; bankName: string; now: () => Date };

export function scheduleAutopay(db: Db, run: AutopayRun, day: string) {
  return enqueue(db, AUTOPAY_TASK, run, {
    runAt: dayStart(day),
    jobKey: `loan-autopay:${run.loanId}:${run.dueDate}:${run.attempt}:${day}`,
    maxAttempts: 5,
    priority: AUTOPAY_PRIORITY,
  });
}

type ScheduleLoan = Pick<
  LockedLoan,
  'amount_cents' | 'annual_rate_bps' | 'duration_months' | 'repayment' | 'decided_at'
>;

function scheduleOf(loan: ScheduleLoan) {
  return amortize({
    principalCents: loan.amount_cents,
    annualRateBps: loan.annual_rate_bps,
    durationMonths: loan.duration_months,
    repayment: loan.repayment,
    start: new Date(loan.decided_at!),
  });
}

/** The first instalment due on or after `day` that has no run yet. */
async function nextDue(db: Db, loan: ScheduleLoan & { id: string }, day: string) {
  const { rows } = await sql<{ due_date: string }>`
    SELECT due_date::text FROM loan_autopay_runs WHERE loan_id = ${loan.id}`.execute(db);
  const ran = new Set(rows.map((r) => r.due_date));
  return scheduleOf(loan).find((r) => r.dueDate >= day && !ran.has(r.dueDate));
}

async function isLockedDown(db: Db, userId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    SELECT locked_down_at IS NOT NULL AS locked FROM users WHERE id = ${userId}`.execute(db);
  return Boolean(rows[0]?.locked);
}

async function recordRun(
  db: Db,
  run: AutopayRun,
  status: 'Paid' | 'Retrying' | 'Missed',
  f: { paymentId?: string | null; amountCents: bigint; code?: string | null; at: Date },
) {
  await sql`
    INSERT INTO loan_autopay_runs (loan_id, due_date, attempt, status, payment_id, amount_cents, code, ran_at)
    VALUES (${run.loanId}, ${run.dueDate}, ${run.attempt}, ${status}, ${f.paymentId ?? null}, ${f.amountCents},
            ${f.code ?? null}, ${f.at})
    ON CONFLICT (loan_id, due_date) DO UPDATE SET attempt = EXCLUDED.attempt, status = EXCLUDED.status,
      payment_id = EXCLUDED.payment_id, code = EXCLUDED.code, ran_at = EXCLUDED.ran_at`.execute(db);
}

async function endAutopay(db: Db, loanId: string, at: Date) {
  await sql`UPDATE loan_autopay SET enabled = false, ended_reason = 'repaid', updated_at = ${at}
    WHERE loan_id = ${loanId}`.execute(db);
}

/** After a due date is paid or missed: the next instalment's job, if any is left. */
async function moveOn(db: Db, loan: LockedLoan, dueDate: string) {
  const next = await nextDue(db, loan, addDays(dueDate, 1));
  if (next) await scheduleAutopay(db, { loanId: loan.id, dueDate: next.dueDate, attempt: 1 }, next.dueDate);
}

/**
 * One due date of one loan, inside the caller's transaction (the job's own, or a standing order's that
 * pays the day's instalments first). Does nothing when autopay is off, the loan is no longer repaid by
 * instalments, or this due date and attempt already ran.
 */
export async function payInstalment(trx: Db, deps: AutopayDeps, run: AutopayRun): Promise<void> {
  const loan = await lockLoan(trx, run.loanId);
  if (!loan) return;
  const { rows } = await sql<{ enabled: boolean; account_id: string }>`
    SELECT enabled, account_id FROM loan_autopay WHERE loan_id = ${run.loanId} FOR UPDATE`.execute(trx);
  const autopay = rows[0];
  if (!autopay?.enabled) return;
  const now = deps.now();
  if (loan.status !== 'Approved' || loan.outstanding_principal_cents === 0n) {
    return endAutopay(trx, loan.id, now);
  }
  const prior = await sql<{ status: string }>`
    SELECT status FROM loan_autopay_runs WHERE loan_id = ${run.loanId} AND due_date = ${run.dueDate}`.execute(
    trx,
  );
  const done = prior.rows[0]?.status;
  if (run.attempt === 1 ? done !== undefined : done !== 'Retrying') return;
  const today = utcDay(now);
  if (today < run.dueDate) return;
  // Paused while the account is locked down: the same attempt is looked at again the next day.
  if (await isLockedDown(trx, loan.user_id)) {
    return void (await scheduleAutopay(trx, run, addDays(today, 1)));
  }
  const schedule = scheduleOf(loan);
  const row = schedule.find((r) => r.dueDate === run.dueDate);
  if (!row) return;
  const interest = interestDue(loanTerms(loan, now), interestState(loan, now), today);
  const owed = loan.outstanding_principal_cents + interest;
  // The scheduled instalment, never more than is owed and never less than the interest due today.
  // The last instalment settles whatever is left, so the loan ends repaid.
  const wanted = row.n === schedule.length ? owed : row.payment > interest ? row.payment : interest;
  const amount = wanted < owed ? wanted : owed;
  const caller = {
    userId: loan.user_id,
    idempotencyKey: `loan-autopay-${loan.id}-${run.dueDate}-${run.attempt}`,
  };
  const request = repaymentRequest(deps.bankName, caller, autopay.account_id, loan, amount, interest);
  const result = await postPayment(trx, request);
  const due = formatCents(amount);
  if (result.code === 'ok') {
    if (!result.replayed) {
      await applyRepayment(trx, loan.id, {
        paymentId: result.paymentId!,
        amountCents: amount,
        interestCents: interest,
        day: today,
      });
    }
    await recordRun(trx, run, 'Paid', { paymentId: result.paymentId, amountCents: amount, at: now });
    await notify(trx, loan.user_id, {
      kind: 'loan',
      title: messages.autopay.paidTitle,
      body: messages.autopay.paidBody(due, run.dueDate),
      link: `/Myloans/${loan.id}`,
    });
    if (amount === owed) {
      await notifyRepaid(trx, caller, loan);
      return endAutopay(trx, loan.id, now);
    }
    return moveOn(trx, loan, run.dueDate);
  }
  if (result.code === 'insufficient_funds' && run.attempt === 1) {
    await recordRun(trx, run, 'Retrying', { amountCents: amount, code: result.code, at: now });
    await notify(trx, loan.user_id, {
      kind: 'loan',
      title: messages.autopay.retryTitle,
      body: messages.autopay.retryBody(due, run.dueDate),
      link: `/Myloans/${loan.id}`,
    });
    return void (await scheduleAutopay(trx, { ...run, attempt: 2 }, addDays(today, 1)));
  }
  await recordRun(trx, run, 'Missed', { amountCents: amount, code: result.code, at: now });
  const body = messages.autopay.missedBody(due, run.dueDate);
  await notify(trx, loan.user_id, {
    kind: 'loan',
    title: messages.autopay.missedTitle,
    body,
    link: `/Myloans/${loan.id}`,
  });
  const owner = await sql<{ email: string }>`SELECT email FROM users WHERE id = ${loan.user_id}`.execute(trx);
  if (owner.rows[0]) {
    await enqueueMail(trx, {
      to: owner.rows[0].email,
      subject: messages.autopay.missedMailSubject,
      text: body,
    });
  }
  return moveOn(trx, loan, run.dueDate);
}

/** The job: one due date of one loan, in its own transaction. */
export function runAutopay(deps: AutopayDeps, run: AutopayRun): Promise<void> {
  return inTransaction(deps.db, (trx) => payInstalment(trx, deps, run));
}

/**
 * The customer's instalments due by today that have not run yet, paid now: a standing order calls it
 * before it pays, so the loan is served first on a day both fall due, whichever job the queue picks first.
 */
export async function payDueInstalmentsFirst(trx: Db, deps: AutopayDeps, userId: string): Promise<void> {
  const today = utcDay(deps.now());
  const { rows } = await sql<{ loan_id: string }>`
    SELECT loan_id FROM loan_autopay WHERE user_id = ${userId} AND enabled ORDER BY loan_id`.execute(trx);
  for (const { loan_id } of rows) {
    const loan = await lockLoan(trx, loan_id);
    if (!loan || loan.status !== 'Approved' || !loan.decided_at) continue;
    const { rows: ran } = await sql<{ due_date: string; status: string }>`
      SELECT due_date::text, status FROM loan_autopay_runs WHERE loan_id = ${loan_id}`.execute(trx);
    const runs = new Map(ran.map((r) => [r.due_date, r.status]));
    for (const r of scheduleOf(loan)) {
      if (r.dueDate > today) break;
      const status = runs.get(r.dueDate);
      // The due date's own attempt, or the retry once its day has come.
      if (status === undefined && r.dueDate === today) {
        await payInstalment(trx, deps, { loanId: loan_id, dueDate: r.dueDate, attempt: 1 });
      } else if (status === 'Retrying' && r.dueDate < today) {
        await payInstalment(trx, deps, { loanId: loan_id, dueDate: r.dueDate, attempt: 2 });
      }
    }
  }
}

export type AutopayState = {
  enabled: boolean;
  account: string | null;
  endedReason: 'repaid' | null;
  nextDueDate: string | null;
  nextAmount: number | null;
  runs: { dueDate: string; status: string; amount: number | null; attempt: number }[];
};

/** The loan's autopay as its page shows it. */
export async function autopayState(db: Db, userId: string, loanId: string, now = new Date()) {
  if (!isUuid(loanId)) throw notFound();
  const loan = await findOwnLoan(db, userId, loanId);
  if (!loan) throw notFound();
  const { rows } = await sql<{ enabled: boolean; ended_reason: 'repaid' | null; account: string }>`
    SELECT ap.enabled, ap.ended_reason, a.name AS account FROM loan_autopay ap
    JOIN ledger_accounts a ON a.id = ap.account_id WHERE ap.loan_id = ${loanId}`.execute(db);
  const runs = await sql<{ due_date: string; status: string; amount_cents: bigint | null; attempt: number }>`
    SELECT due_date::text, status, amount_cents, attempt FROM loan_autopay_runs WHERE loan_id = ${loanId}
    ORDER BY due_date`.execute(db);
  const enabled = Boolean(rows[0]?.enabled);
  const next =
    enabled && loan.status === 'Approved' && loan.decided_at
      ? await nextDue(db, { ...loan, id: loanId }, utcDay(now))
      : undefined;
  return {
    enabled,
    account: rows[0]?.account ?? null,
    endedReason: rows[0]?.ended_reason ?? null,
    nextDueDate: next?.dueDate ?? null,
    nextAmount: next ? centsToDollars(next.payment) : null,
    runs: runs.rows.map((r) => ({
      dueDate: r.due_date,
      status: r.status,
      amount: r.amount_cents === null ? null : centsToDollars(r.amount_cents),
      attempt: r.attempt,
    })),
  } satisfies AutopayState;
}

/**
 * Turns autopay on (PIN checked, like any standing instruction to pay) or off. On, it is scheduled for
 * the next instalment that has not run; a Retrying instalment keeps its retry. Only an Approved loan.
 */
export async function setAutopay(
  deps: PinDeps & { db: Db },
  userId: string,
  loanId: string,
  body: { enabled: boolean; pincode?: string },
  now = new Date(),
) {
  if (!isUuid(loanId)) throw notFound();
  const own = await findOwnLoan(deps.db, userId, loanId);
  if (!own) throw notFound();
  if (body.enabled) {
    if (!body.pincode) throw new DomainError('invalid_input', messages.pin.exactlyFour);
    await verifyPin(deps, userId, body.pincode);
  }
  const checking = body.enabled ? await resolveOwnAccount(deps.db, userId, 'Checking') : undefined;
  await inTransaction(deps.db, async (trx) => {
    const loan = await lockLoan(trx, loanId);
    if (!loan || loan.user_id !== userId) throw notFound();
    if (!body.enabled) {
      await sql`UPDATE loan_autopay SET enabled = false, ended_reason = NULL, updated_at = ${now}
        WHERE loan_id = ${loanId}`.execute(trx);
      return;
    }
    if (loan.status !== 'Approved') throw new DomainError('not_allowed_now', messages.autopay.notActive);
    await sql`
      INSERT INTO loan_autopay (loan_id, user_id, account_id, enabled, updated_at)
      VALUES (${loanId}, ${userId}, ${checking!.id}, true, ${now})
      ON CONFLICT (loan_id) DO UPDATE SET enabled = true, ended_reason = NULL, account_id = EXCLUDED.account_id,
        updated_at = EXCLUDED.updated_at`.execute(trx);
    const next = await nextDue(trx, loan, utcDay(now));
    if (next) await scheduleAutopay(trx, { loanId, dueDate: next.dueDate, attempt: 1 }, next.dueDate);
  });
  return autopayState(deps.db, userId, loanId, now);
}
