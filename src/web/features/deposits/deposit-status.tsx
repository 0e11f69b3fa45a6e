import type { DepositStatus } from '../../../shared/schemas/deposits';

const TONES: Record<DepositStatus, string> = {
  Pending: 'pending',
  Approved: 'approved',
  Rejected: 'rejected',
};

/** Pending yellow, Approved green, Rejected red with the reason the administrator gave. */
export function DepositStatusBadge({ status, reason }: { status: DepositStatus; reason?: string | null }) {
  return (
    <span className="deposit-status-cell">
      <span className={`deposit-status deposit-status--${TONES[status]}`}>{status}</span>
      {status === 'Rejected' && reason ? <span className="deposit-status__reason">{reason}</span> : null}
    </span>
  );
}
