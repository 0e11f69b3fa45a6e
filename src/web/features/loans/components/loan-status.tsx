import type { LoanStatus } from '../../../../shared/schemas/loans';

const TONES: Record<LoanStatus, string> = {
  Pending: 'pending',
  Approved: 'approved',
  Rejected: 'rejected',
  Repaid: 'repaid',
};

/** SPEC.md §4: the loan status is shown as text; the colour only repeats it. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  return <span className={`loan-status loan-status--${TONES[status] ?? 'pending'}`}>{status}</span>;
}
