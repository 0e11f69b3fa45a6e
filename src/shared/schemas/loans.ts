import { z } from 'zod';
import { queueCustomerWithKyc } from './queue-customer';
import { LOAN_STATUSES } from '../statuses';
import { LOAN_DURATIONS, LOAN_TYPES, REPAYMENT_PLANS } from '../constants';
import { amountSchema } from '../money';
import { pincode } from './transfers';

/** The loan calls of SPEC.md §3 and §7 (Loan: `_id, amount, type, duration, status, createdAt`), plus PIN. */

export { LOAN_STATUSES, type LoanStatus } from '../statuses';
export type LoanType = (typeof LOAN_TYPES)[number];

/** The settlement account: `_id` from GET /accounts, or Savings / Checking (also "Checking Account" …). */
const account = z
  .string({ error: 'Choose the account for the loan.' })
  .trim()
  .min(1, 'Choose the account for the loan.')
  .max(64);

/** SPEC.md §5: every field of the loan request is required; options exactly SPEC.md §2's. */
export function loanRequestBody(maxCents: bigint) {
  return z.strictObject({
    amount: amountSchema(maxCents),
    account,
    type: z.enum(LOAN_TYPES, { error: 'Choose Personal Loan, Business Loan or Mortgage Loan.' }),
    duration: z.enum(LOAN_DURATIONS, { error: 'Choose 6 Months, 12 Months or 24 Months.' }),
    repayment: z.enum(REPAYMENT_PLANS, { error: 'Choose Monthly, Quarterly or Yearly.' }),
    details: z
      .string({ error: 'Details are required.' })
      .trim()
      .min(1, 'Details are required.')
      .max(500, 'Details are too long.'),
    pincode,
  });
}

export function repayBody(maxCents: bigint) {
  return z.strictObject({ amount: amountSchema(maxCents), account, pincode });
}

export const rejectLoanBody = z.strictObject({
  reason: z
    .string({ error: 'Give a reason for the rejection.' })
    .trim()
    .min(1, 'Give a reason for the rejection.')
    .max(500, 'The reason is too long.'),
});

export const approveLoanBody = z.strictObject({ reason: z.string().trim().max(500).optional() });

/** One loan as lists show it: the spec's fields first, then what a customer of a real bank expects. */
export const loanSummary = z.object({
  _id: z.string(),
  amount: z.number(),
  type: z.enum(LOAN_TYPES),
  duration: z.string(),
  status: z.enum(LOAN_STATUSES),
  createdAt: z.string(),
  repayment: z.enum(REPAYMENT_PLANS),
  /** The outstanding principal, in dollars: what is still owed. */
  outstanding: z.number(),
  /** Yearly interest rate in percent (12 = 12.00 %). */
  annualRate: z.number(),
  account: z.string(),
  details: z.string(),
  /** Why it was rejected (or the approver's note). */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type LoanSummary = z.infer<typeof loanSummary>;

export const scheduleRow = z.object({
  n: z.number(),
  dueDate: z.string(),
  payment: z.number(),
  interest: z.number(),
  principal: z.number(),
  balance: z.number(),
});
export type ScheduleRowDollars = z.infer<typeof scheduleRow>;

export const loanRepayment = z.object({
  _id: z.string(),
  reference: z.string(),
  amount: z.number(),
  /** How `amount` split: the interest due when it was paid, and the principal it repaid. */
  interest: z.number(),
  principal: z.number(),
  account: z.string(),
  createdAt: z.string(),
});

export const loanDetail = loanSummary.extend({
  /** Indicative while Pending (dated from today); from the disbursement date once Approved. */
  schedule: z.array(scheduleRow),
  repayments: z.array(loanRepayment),
  repaid: z.number(),
  /** Interest paid so far. */
  interestPaid: z.number(),
  /** Interest due today: what a repayment today pays before any principal. */
  interestDue: z.number(),
  /** Interest still to pay if the remaining instalments are paid on their due dates (includes interestDue). */
  interestToPay: z.number(),
  /** What repays the whole loan today: the outstanding principal plus the interest due. */
  payoff: z.number(),
});
export type LoanDetail = z.infer<typeof loanDetail>;

export const queuedLoan = loanSummary.extend({
  customer: queueCustomerWithKyc,
});
export type QueuedLoan = z.infer<typeof queuedLoan>;

export const loanRates = z.object({
  rates: z.array(z.object({ type: z.enum(LOAN_TYPES), annualRateBps: z.number(), annualRate: z.number() })),
  maxAmount: z.number(),
});
export type LoanRates = z.infer<typeof loanRates>;
