import { messages } from '../../../shared/messages';
import type { ApprovalKind } from '../../../shared/statuses';
/**
 * The back office's own screen texts (SPEC.md quotes none of them). The server's answers, such as the
 * four-eyes and disable messages, are shown as the server sends them.
 */
export const backofficeTexts = {
  overviewLoading: 'Loading the overview...',
  overviewError: 'The overview could not be loaded.',
  customerLoading: 'Loading customer...',
  customerError: 'This customer could not be loaded.',
  statementEmpty: 'No transactions found.',
  noActivity: 'No recent activity.',
  creditsLoading: 'Loading approval requests...',
  approvalKinds: {
    credit: 'Credit',
    loan_approval: 'Loan approval',
    cheque_approval: 'Cheque approval',
    transfer_settlement: 'Transfer settlement',
    admin_invitation: 'New administrator',
    admin_disable: 'Disable an administrator',
    admin_enable: 'Enable an administrator',
    factor_reset: 'Second-factor reset',
    account_closure: 'Account closure',
    sanctions_release: 'Sanctions: release a hit',
    sanctions_block: 'Sanctions: block a hit',
    case_closure: 'Case closure',
    dispute_credit: 'Dispute credit',
  } satisfies Record<ApprovalKind, string>,
  creditsEmpty: (status: string) =>
    status === 'Pending' ? 'Nothing is waiting for approval.' : `No ${status.toLowerCase()} requests.`,
  auditLoading: 'Loading the audit log...',
  auditEmpty: 'No audit records match these filters.',
  chainIntact: (records: number) => `Chain intact (${records} records)`,
  chainBroken: (record: string) => `Chain broken at record ${record}`,
  reasonRequired: 'Please give a reason.',
  factorReset: {
    title: 'Second factor',
    button: 'Reset second factor',
    explain:
      'For a customer whose authenticator app or passkey is in someone else’s hands. Check their identity first; a second administrator must approve the reset, which removes every factor and ends every session.',
    checkLabel: 'I checked the customer’s identity',
    fieldLabel: 'How you checked their identity',
    submit: 'Ask for the reset',
    busy: 'Asking…',
    howRequired: messages.backoffice.factorResetHowRequired,
    confirmCheck: messages.backoffice.factorResetConfirmCheck,
    failed: 'The reset could not be asked for.',
  },
  badRange: 'The start date must not be after the end date.',
} as const;

/** Audit actions written by the server today, offered as suggestions in the action filter. */
export const AUDIT_ACTIONS = [
  'admin_created',
  'card_approved',
  'card_rejected',
  'cheque_deposit_approved',
  'cheque_deposit_rejected',
  'credit',
  'credit_requested',
  'credit_rejected',
  'kyc_approved',
  'kyc_rejected',
  'loan_approved',
  'loan_rejected',
  'ticket_replied',
  'transfer_returned',
  'transfer_settled',
  'user_disabled',
  'user_enabled',
  // Savings interest and the scheduled jobs page (issue 49 part 1).
  'interest_rate_set',
  'job_run',
] as const;

/** `credit_requested` → `Credit requested`. */
export function actionText(action: string): string {
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A date and time in the administrator's own time zone; an unreadable value is shown as sent. */

export function dateText(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString();
}
