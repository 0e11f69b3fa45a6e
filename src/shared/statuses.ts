/**
 * The status values of every record the API shows, in one place: the zod schemas (`shared/schemas`) and
 * the database types (`server/db/schema*.ts`) both take their unions from here, and the migrations' CHECK
 * constraints hold the same words.
 */

export const PAYMENT_STATUSES = ['Successful', 'Processing', 'Pending', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A request an administrator decides: card applications, cheque deposits, KYC submissions, four-eyes. */
export const DECISION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export const LOAN_STATUSES = [...DECISION_STATUSES, 'Repaid'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** A card is cancelled when its customer closes their account, and never comes back. */
export const CARD_STATUSES = ['Active', 'Frozen', 'Cancelled'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const TICKET_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a four-eyes approval request asks a second administrator to carry out. */
export const APPROVAL_KINDS = [
  'credit',
  'loan_approval',
  'cheque_approval',
  'transfer_settlement',
  'admin_invitation',
  'admin_disable',
  'admin_enable',
  'factor_reset',
  'account_closure',
  'dispute_credit',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
