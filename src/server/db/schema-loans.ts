import type { ColumnType, Generated } from 'kysely';
import type { LoanStatus } from '../../shared/statuses';

/** Kysely's view of the loans tables. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type { LoanStatus };

export type LoansTable = {
  id: Generated<string>;
  user_id: string;
  account_id: string;
  amount_cents: bigint;
  type: 'Personal Loan' | 'Business Loan' | 'Mortgage Loan';
  duration_months: 6 | 12 | 24;
  repayment: 'Monthly' | 'Quarterly' | 'Yearly';
  details: string;
  annual_rate_bps: number;
  status: Generated<LoanStatus>;
  outstanding_principal_cents: Generated<bigint>;
  decision_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  disbursement_payment_id: string | null;
  /** Interest runs from this day; NULL = from the disbursement. */
  interest_from: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  seq: Generated<bigint>;
};

export type LoanRepaymentsTable = {
  payment_id: string;
  loan_id: string;
  amount_cents: bigint;
  /** The interest part of `amount_cents`. */
  interest_cents: Generated<bigint>;
  created_at: Timestamp;
};

export type LoansTables = { loans: LoansTable; loan_repayments: LoanRepaymentsTable };
