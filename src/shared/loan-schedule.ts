import { LOAN_DURATIONS, REPAYMENT_PLANS } from './constants';
import { centsToDollars } from './money';

/**
 * The amortization schedule of a loan: equal instalments (an annuity) per period of the repayment plan,
 * computed in integer cents with exact rational arithmetic, so the browser's preview and the server's
 * schedule are the same to the cent. Interest of a period is the balance times the period's rate, rounded
 * half up to a cent; the last instalment repays whatever balance is left, absorbing every rounding.
 */

export type RepaymentPlan = (typeof REPAYMENT_PLANS)[number];
export type LoanDuration = (typeof LOAN_DURATIONS)[number];

export const PERIODS_PER_YEAR: Record<RepaymentPlan, number> = { Monthly: 12, Quarterly: 4, Yearly: 1 };

export type ScheduleRow = {
  /** 1 for the first instalment. */
  n: number;
  /** `YYYY-MM-DD`, in UTC. */
  dueDate: string;
  payment: bigint;
  interest: bigint;
  principal: bigint;
  /** What is left to repay after this instalment. */
  balance: bigint;
};

export type ScheduleInput = {
  principalCents: bigint;
  /** Yearly rate in basis points: 1200 = 12.00 %. */
  annualRateBps: number;
  durationMonths: number;
  repayment: RepaymentPlan;
  /** When the money is paid out; the first instalment falls one period later. */
  start: Date;
};

/** `'12 Months'` → 12. */
export function durationToMonths(duration: LoanDuration): number {
  return Number.parseInt(duration, 10);
}

/** 12 → `'12 Months'`, the spec's label. */
export function monthsToDuration(months: number): string {
  return `${months} Months`;
}

/**
 * Months between instalments. A plan's period longer than the whole loan (Yearly over 6 months) is cut
 * to the loan's length: one instalment at the end, with interest for those months only.
 */
export function periodMonths(repayment: RepaymentPlan, durationMonths: number): number {
  return Math.min(12 / PERIODS_PER_YEAR[repayment], durationMonths);
}

export function amortize(input: ScheduleInput): ScheduleRow[] {
  const { principalCents, annualRateBps, durationMonths, repayment, start } = input;
  if (principalCents <= 0n) throw new RangeError('The principal must be above zero.');
  if (!Number.isInteger(annualRateBps) || annualRateBps < 0) throw new RangeError('Bad rate.');
  const months = periodMonths(repayment, durationMonths);
  const count = durationMonths / months;
  if (!Number.isInteger(count) || count < 1) throw new RangeError('The duration must be whole periods.');
  // The period's rate is the fraction rateNum / RATE_DEN: bps × months / (10,000 × 12).
  const rateNum = BigInt(annualRateBps * months);
  const instalment = levelPayment(principalCents, rateNum, count);
  const rows: ScheduleRow[] = [];
  let balance = principalCents;
  for (let n = 1; n <= count; n++) {
    const interest = roundDiv(balance * rateNum, RATE_DEN);
    const wanted = instalment > interest ? instalment - interest : 0n;
    // The last instalment clears the balance; earlier ones never take more than is left.
    const principal = n === count ? balance : wanted < balance ? wanted : balance;
    balance -= principal;
    rows.push({
      n,
      dueDate: addMonthsUtc(start, n * months),
      payment: principal + interest,
      interest,
      principal,
      balance,
    });
  }
  return rows;
}

/** A schedule as the API and the page show it: the same rows, amounts in dollars. */
export function scheduleInDollars(rows: ScheduleRow[]) {
  return rows.map((r) => ({
    n: r.n,
    dueDate: r.dueDate,
    payment: centsToDollars(r.payment),
    interest: centsToDollars(r.interest),
    principal: centsToDollars(r.principal),
    balance: centsToDollars(r.balance),
  }));
}

export type ScheduleTotals = { instalment: bigint; totalInterest: bigint; totalPayable: bigint };

/** The regular instalment (the first), the interest over the whole loan, and everything paid back. */
export function scheduleTotals(rows: ScheduleRow[]): ScheduleTotals {
  const totalInterest = rows.reduce((sum, r) => sum + r.interest, 0n);
  const totalPayable = rows.reduce((sum, r) => sum + r.payment, 0n);
  return { instalment: rows[0]?.payment ?? 0n, totalInterest, totalPayable };
}

const RATE_DEN = 120_000n;

/** The annuity P·r / (1 − (1 + r)^−n) with r = num / RATE_DEN, exactly, rounded half up to a cent. */
function levelPayment(principal: bigint, num: bigint, count: number): bigint {
  if (num === 0n) return roundDiv(principal, BigInt(count));
  const grown = (RATE_DEN + num) ** BigInt(count);
  const base = RATE_DEN ** BigInt(count);
  return roundDiv(principal * num * grown, RATE_DEN * (grown - base));
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
function roundDiv(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** The same day `months` later (or the month's last day when it is shorter), as `YYYY-MM-DD` in UTC. */
export function addMonthsUtc(start: Date, months: number): string {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)));
  return date.toISOString().slice(0, 10);
}
