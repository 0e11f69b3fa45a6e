/** Business constants of SPEC.md §9 and the timing of the screens. */
export const PASSWORD_MIN_LENGTH = 6;
export const PIN_LENGTH = 4;
export const ACTIVITIES_REFRESH_MS = 10_000;
export const REGISTER_REDIRECT_MS = 1_500;
export const RESET_REDIRECT_MS = 3_000;
export const COPIED_FEEDBACK_MS = 2_000;
export const COPIED_FEEDBACK_SECOND_MS = 1_500;
export const CARD_MESSAGE_MS = 4_000;
export const LOCAL_TRANSFER_FEE_CENTS = 3_000n;
export const INTERNATIONAL_TRANSFER_FEE_CENTS = 3_500n;
export const CARD_FEE_CENTS = 5_000n;
export const LOAN_DURATIONS = ['6 Months', '12 Months', '24 Months'] as const;
export const REPAYMENT_PLANS = ['Monthly', 'Quarterly', 'Yearly'] as const;
export const LOAN_TYPES = ['Personal Loan', 'Business Loan', 'Mortgage Loan'] as const;
export const TICKET_TYPES = ['Technical Issue', 'Account Inquiry', 'Loan Request', 'Other'] as const;
export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];
export const BRAND_NAME = 'Vault Bank';
/** Default limits; the server's are configurable (README). */
export const DEFAULT_TRANSFER_MAX_CENTS = 5_000_000n;
export const DEFAULT_DAILY_TRANSFER_LIMIT_CENTS = 10_000_000n;
export const DEFAULT_CREDIT_MAX_CENTS = 100_000_000n;
export { PAYMENT_STATUSES } from './statuses';
export const PAYMENT_ACCOUNT_OPTIONS = ['Account 1', 'Account 2'] as const;
export const ACCOUNT_TYPES = ['Savings', 'Checking'] as const;
/** Saved payees a customer may keep at once. */
export const MAX_PAYEES = 100;
/** How long a newly saved payee's payments are capped (NEW_PAYEE_LIMIT). */
export const NEW_PAYEE_HOURS = 24;

/** Spending categories (issue 16), in the order the insights show them. */
export const CATEGORIES = [
  'Transfers',
  'Fees',
  'Loans',
  'Cards',
  'Deposits',
  'Bills',
  'Salary',
  'Interest',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];
