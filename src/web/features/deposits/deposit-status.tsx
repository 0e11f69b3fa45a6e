import type { DepositStatus } from '../../../shared/schemas/deposits';
import { StatusBadge } from '../../components/ui/status-badge';

/** Pending yellow, Approved green, Rejected red with the reason the administrator gave. */
export function DepositStatusBadge({ status, reason }: { status: DepositStatus; reason?: string | null }) {
  return (
    <span className="grid gap-1 items-start">
      <StatusBadge family="deposit" status={status} />
      {status === 'Rejected' && reason ? (
        <span className="text-sm text-danger break-anywhere deposit-status__reason">{reason}</span>
      ) : null}
    </span>
  );
}
