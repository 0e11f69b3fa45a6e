import { amortize, monthsToDuration } from '../../shared/loan-schedule';
import { centsToDollars } from '../../shared/money';
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
    schedule: schedule.map((r) => ({
      n: r.n,
      dueDate: r.dueDate,
      payment: centsToDollars(r.payment),
      interest: centsToDollars(r.interest),
      principal: centsToDollars(r.principal),
      balance: centsToDollars(r.balance),
    })),
    repayments: repayments.map((r) => ({
      _id: r.id,
      reference: r.reference,
      amount: centsToDollars(r.amount_cents),
      account: r.account_name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    repaid: centsToDollars(repayments.reduce((sum, r) => sum + r.amount_cents, 0n)),
  };
}
