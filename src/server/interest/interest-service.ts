import { centsToDollars } from '../../shared/money';
import { interestMessages } from '../../shared/account-messages';
import { appendAudit } from '../audit/audit-repository';
import { DomainError } from '../common/domain-error';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { addDays, bankDay, daysInYear, monthStart } from '../common/bank-calendar';
import { microToCents } from './micro-cents';
import {
  accountInterest,
  accountOwner,
  accountsToPost,
  accrueDay,
  insertRate,
  lastAccruedDay,
  listRates,
  lockInterestRun,
  lockUnpostedMonths,
  markDayAccrued,
  rateOn,
  recordPosting,
  type UnpostedMonth,
} from './interest-repository';

/** What interest needs of the configuration: the bank's time zone and its name on the payments. */
export type InterestConfig = { bankTimeZone: string; bankName: string };

export type RateChange = {
  adminId: string;
  rateBp: number;
  effectiveFrom: string;
  reason?: string;
  ip?: string | null;
};

/**
 * Sets the Savings rate from a day on: never a day before today in the bank's time zone (today's own
 * accrual runs after the day ends, so a rate from today is not retroactive). Audited with the rate.
 */
export async function setRate(db: Db, config: InterestConfig, change: RateChange, now: Date) {
  const today = bankDay(now, config.bankTimeZone);
  if (change.effectiveFrom < today) throw new DomainError('invalid_input', interestMessages.rateInPast);
  return inTransaction(db, async (trx) => {
    const id = await insertRate(trx, { ...change, setBy: change.adminId });
    await appendAudit(trx, {
      actorId: change.adminId,
      action: 'interest_rate_set',
      targetType: 'interest_rate',
      targetId: id,
      reason: `${change.rateBp} bp from ${change.effectiveFrom}${change.reason ? `: ${change.reason}` : ''}`,
      ip: change.ip,
    });
    return id;
  });
}

/** The rate history and the rate in effect today. */
export async function rateHistory(db: Db, config: InterestConfig, now: Date) {
  const [rates, current] = await Promise.all([listRates(db), rateOn(db, bankDay(now, config.bankTimeZone))]);
  return {
    currentRateBp: current,
    rates: rates.map((r) => ({
      id: r.id,
      rateBp: r.rate_bp,
      effectiveFrom: r.effective_from,
      setBy: r.set_by_name,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
    })),
  };
}

/**
 * Accrues every day that has ended in the bank's time zone and not been accrued yet, oldest first, each
 * day in its own transaction (so an interrupted catch-up keeps the days it did). Before the first run it
 * starts with yesterday. Answers the days accrued.
 */
export async function accrueEndedDays(db: Db, timeZone: string, now: Date): Promise<string[]> {
  const yesterday = addDays(bankDay(now, timeZone), -1);
  const last = await lastAccruedDay(db);
  const days: string[] = [];
  for (let day = last ? addDays(last, 1) : yesterday; day <= yesterday; day = addDays(day, 1)) {
    await inTransaction(db, async (trx) => {
      await lockInterestRun(trx);
      const done = await lastAccruedDay(trx);
      if (done && done >= day) return;
      const accounts = await accrueDay(trx, day, timeZone, daysInYear(day));
      await markDayAccrued(trx, day, accounts);
      days.push(day);
    });
  }
  return days;
}

/** The result of posting an account's interest: one entry per month posted. */
export type PostedInterest = {
  month: string;
  firstDay: string;
  lastDay: string;
  accruedMicro: bigint;
  amountCents: bigint;
  paymentId: string | null;
}[];

/** Posts each month's accrual of one account, rounded once, from the bank's interest expense. */
async function postMonths(
  trx: Db,
  config: InterestConfig,
  accountId: string,
  beforeDay: string,
  now: Date,
): Promise<PostedInterest> {
  const months = await lockUnpostedMonths(trx, accountId, beforeDay);
  if (months.length === 0) return [];
  const owner = await accountOwner(trx, accountId);
  const posted: PostedInterest = [];
  for (const month of months) {
    const amountCents = microToCents(month.micro);
    const paymentId =
      amountCents > 0n
        ? await postInterest(trx, config, owner!.user_id, accountId, month, amountCents, now)
        : null;
    await recordPosting(trx, { accountId, month, amountCents, paymentId });
    posted.push({
      month: month.month,
      firstDay: month.first_day,
      lastDay: month.last_day,
      accruedMicro: month.micro,
      amountCents,
      paymentId,
    });
  }
  return posted;
}

async function postInterest(
  trx: Db,
  config: InterestConfig,
  userId: string,
  accountId: string,
  month: UnpostedMonth,
  amountCents: bigint,
  now: Date,
): Promise<string> {
  const id = newPaymentId();
  await postAccepted(trx, {
    userId,
    payments: [
      {
        id,
        reference: newReference(now),
        userId,
        accountId,
        type: 'deposit',
        kind: 'interest',
        description: interestMessages.paymentDescription,
        amountCents,
        status: 'Successful',
        counterparty: { bankName: config.bankName },
        details: interestMessages.paymentDetails(month.first_day, month.last_day),
      },
    ],
    postings: [
      { paymentId: id, debit: 'bank:interest_expense', credit: accountId, amountCents, code: 'interest' },
    ],
  });
  return id;
}

/**
 * The monthly posting: accrues the days not yet accrued, then posts, account by account (each in its own
 * transaction), every month that has ended in the bank's time zone and still has accrual unposted.
 */
export async function postEndedMonths(db: Db, config: InterestConfig, now: Date) {
  await accrueEndedDays(db, config.bankTimeZone, now);
  const firstOfMonth = monthStart(bankDay(now, config.bankTimeZone));
  const accounts = await accountsToPost(db, firstOfMonth);
  let payments = 0;
  let cents = 0n;
  for (const accountId of accounts) {
    const posted = await inTransaction(db, (trx) => postMonths(trx, config, accountId, firstOfMonth, now));
    for (const p of posted) {
      if (p.paymentId) payments++;
      cents += p.amountCents;
    }
  }
  return { accounts: accounts.length, payments, cents };
}

/**
 * Posts an account's accrued-but-unposted interest now (account closure calls it): accrues this
 * account's ended days that the daily job has not done yet, then posts each month's accrual up to
 * yesterday, rounded once a month. Today's interest is not accrued: a day accrues on its closing balance,
 * and a closed account closes at zero. Pass the use case's transaction so the interest and the closure
 * commit together. Idempotent: a second call finds nothing left to post.
 */
export async function postAccruedInterest(
  db: Db,
  accountId: string,
  now: Date,
  config: InterestConfig,
): Promise<PostedInterest> {
  const today = bankDay(now, config.bankTimeZone);
  const last = await lastAccruedDay(db);
  for (let day = last ? addDays(last, 1) : addDays(today, -1); day < today; day = addDays(day, 1)) {
    await accrueDay(db, day, config.bankTimeZone, daysInYear(day), accountId);
  }
  return postMonths(db, config, accountId, today, now);
}

/** Per earning account of a customer: the rate today, interest accrued this month and earned this year. */
export async function interestByAccount(db: Db, config: InterestConfig, userId: string, now: Date) {
  const today = bankDay(now, config.bankTimeZone);
  const [rows, rateBp] = await Promise.all([
    accountInterest(db, userId, monthStart(today), `${today.slice(0, 4)}-01-01`),
    rateOn(db, today),
  ]);
  return new Map(
    rows.map((r) => [
      r.account_id,
      {
        interestRateBp: rateBp,
        interestAccrued: centsToDollars(microToCents(r.accrued_micro)),
        interestEarned: centsToDollars(r.earned_cents),
      },
    ]),
  );
}
