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
  'sanctions_release',
  'sanctions_block',
  'case_closure',
  'dispute_credit',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** A monitoring case (docs/monitoring.md): open, under investigation, or closed with its outcome. */
export const CASE_STATUSES = ['open', 'investigating', 'closed_no_action', 'closed_sar'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** The states in which a case takes new alerts and counts as open work. */
export const OPEN_CASE_STATUSES = ['open', 'investigating'] as const satisfies readonly CaseStatus[];

/** What raised an alert: one of the five monitoring rules, or a customer's lockdown. */
export const ALERT_RULES = ['structuring', 'velocity', 'in_out', 'new_payee', 'dormant', 'lockdown'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

/** How a case may be closed: no action, or a Suspicious Activity Report filed. */
export const CASE_OUTCOMES = ['no_action', 'sar_filed'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];
