import { utcDay, type InterestState, type LoanTerms } from '../../shared/loan-interest';
import type { RepaymentPlan } from '../../shared/loan-schedule';

type LoanFields = {
  amount_cents: bigint;
  annual_rate_bps: number;
  duration_months: number;
  repayment: RepaymentPlan;
  decided_at: Date | null;
  outstanding_principal_cents: bigint;
  interest_from: string | null;
};

/** The loan's terms for the interest rules; a loan not yet paid out is dated as if paid out `now`. */
export function loanTerms(loan: LoanFields, now = new Date()): LoanTerms {
  return {
    principalCents: loan.amount_cents,
    annualRateBps: loan.annual_rate_bps,
    durationMonths: loan.duration_months,
    repayment: loan.repayment,
    start: loan.decided_at ? new Date(loan.decided_at) : now,
  };
}

/** What is owed and since when interest runs: the last repayment's day, else the disbursement's. */
export function interestState(loan: LoanFields, now = new Date()): InterestState {
  return {
    outstandingCents: loan.outstanding_principal_cents,
    fromDay: loan.interest_from ?? utcDay(loan.decided_at ? new Date(loan.decided_at) : now),
  };
}
