import { amortize, periodMonths, type RepaymentPlan } from './loan-schedule';

/**
 * Interest a loan owes between repayments, in integer cents. Rules:
 * - A whole period of the schedule (from the disbursement or a due date to the next due date) costs the
 *   schedule's period interest on the outstanding principal: principal × yearly rate × months / 12.
 *   Paid on its due date, an instalment therefore splits exactly as its schedule row.
 * - Any other span (before the next due date, after an early repayment, after the last due date) costs
 *   simple daily interest on the outstanding principal: principal × yearly rate × days / 365.
 * - Each span's interest is rounded half up to a cent on its own.
 * A repayment pays all interest due up to its day first; only the rest repays principal. Interest then
 * runs again from that day.
 */

export type LoanTerms = {
  principalCents: bigint;
  annualRateBps: number;
  durationMonths: number;
  repayment: RepaymentPlan;
  /** The disbursement. */
  start: Date;
};

export type InterestState = {
  outstandingCents: bigint;
  /** `YYYY-MM-DD`: interest has been paid up to this day. */
  fromDay: string;
};

/** The interest due on `day` (`YYYY-MM-DD`, UTC) on the outstanding principal, since `state.fromDay`. */
export function interestDue(terms: LoanTerms, state: InterestState, day: string): bigint {
  const anchors = [utcDay(terms.start), ...amortize(terms).map((r) => r.dueDate)];
  let from = state.fromDay;
  let total = 0n;
  for (let i = 1; i < anchors.length; i++) {
    const due = anchors[i]!;
    if (due <= from) continue;
    if (due > day) break;
    total +=
      anchors[i - 1] === from
        ? periodInterest(terms, state.outstandingCents)
        : dailyInterest(terms, state.outstandingCents, from, due);
    from = due;
  }
  return day > from ? total + dailyInterest(terms, state.outstandingCents, from, day) : total;
}

/**
 * The interest still to pay if every remaining instalment is paid on its due date: the schedule's own
 * figures while the loan follows it, less when principal was repaid early. Interest already due is in it.
 */
export function interestToPay(terms: LoanTerms, state: InterestState): bigint {
  const rows = amortize(terms);
  const instalment = rows[0]?.payment ?? 0n;
  let { outstandingCents: left, fromDay: from } = state;
  let total = 0n;
  for (const row of rows) {
    if (row.dueDate <= from || left <= 0n) continue;
    const interest = interestDue(terms, { outstandingCents: left, fromDay: from }, row.dueDate);
    const last = row === rows[rows.length - 1];
    const principal = last ? left : minBig(left, instalment > interest ? instalment - interest : 0n);
    total += interest;
    left -= principal;
    from = row.dueDate;
  }
  return total;
}

export function periodInterest(terms: LoanTerms, principalCents: bigint): bigint {
  const months = periodMonths(terms.repayment, terms.durationMonths);
  return roundDiv(principalCents * BigInt(terms.annualRateBps * months), 120_000n);
}

export function dailyInterest(terms: LoanTerms, principalCents: bigint, from: string, to: string): bigint {
  const days = BigInt(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  return days > 0n ? roundDiv(principalCents * BigInt(terms.annualRateBps) * days, 3_650_000n) : 0n;
}

export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** a / b rounded half up, for a ≥ 0 and b > 0. */
function roundDiv(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}
