import { amortize, monthsToDuration, scheduleInDollars } from '../../shared/loan-schedule';
import { interestDue, interestToPay, utcDay, type LoanTerms } from '../../shared/loan-interest';
import { centsToDollars } from '../../shared/money';
import { interestState, loanTerms } from './loan-terms';
import type { LoanDetail, LoanSummary } from '../../shared/schemas/loans';
import type { listRepayments, LoanRow } from './loans-repository';

/** How loans look in the API: dollars as numbers, the spec's `'12 Months'`, dates as ISO text. */
export function toLoanSummary(row: LoanRow): LoanSummary {
  return {
    _id: row.id,
    amount: centsToDollars(row.amount_cents),
    type: row.type,
    duration: monthsToDuration(row.duration_months),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    repayment: row.repayment,
    outstanding: centsToDollars(row.outstanding_principal_cents),
    annualRate: row.annual_rate_bps / 100,
    account: row.account_name,
    details: row.details,
    reason: row.decision_reason,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

type RepaymentRows = Awaited<ReturnType<typeof listRepayments>>;

/**
 * The loan with its schedule and repayments. A Pending loan's schedule is indicative, dated from today;
 * once paid out it runs from the disbursement; a rejected loan has none.
 */
export function toLoanDetail(row: LoanRow, repayments: RepaymentRows, now = new Date()): LoanDetail {
  const schedule =
    row.status === 'Rejected'
      ? []
      : amortize({
          principalCents: row.amount_cents,
          annualRateBps: row.annual_rate_bps,
          durationMonths: row.duration_months,
          repayment: row.repayment,
          start: row.decided_at ? new Date(row.decided_at) : now,
        });
  return {
    ...toLoanSummary(row),
    schedule: scheduleInDollars(schedule),
    repayments: repayments.map((r) => ({
      _id: r.id,
      reference: r.reference,
      amount: centsToDollars(r.amount_cents),
      interest: centsToDollars(r.interest_cents),
      principal: centsToDollars(r.amount_cents - r.interest_cents),
      account: r.account_name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    repaid: centsToDollars(repayments.reduce((sum, r) => sum + r.amount_cents, 0n)),
    ...interestFigures(row, repayments, now),
  };
}

/** Interest paid, due today and still to pay; nothing is due on a loan that owes nothing. */
function interestFigures(row: LoanRow, repayments: RepaymentRows, now: Date) {
  const paid = repayments.reduce((sum, r) => sum + r.interest_cents, 0n);
  const owing = row.status === 'Approved';
  const terms = loanTerms(row, now);
  const state = interestState(row, now);
  const due = owing ? interestDue(terms, state, utcDay(now)) : 0n;
  const toPay = owing ? interestToPay(terms, state) : row.status === 'Pending' ? scheduleInterest(terms) : 0n;
  return {
    interestPaid: centsToDollars(paid),
    interestDue: centsToDollars(due),
    interestToPay: centsToDollars(toPay > due ? toPay : due),
    payoff: centsToDollars(owing ? row.outstanding_principal_cents + due : 0n),
  };
}

function scheduleInterest(terms: LoanTerms): bigint {
  return amortize(terms).reduce((sum, r) => sum + r.interest, 0n);
}
