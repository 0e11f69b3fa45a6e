import { statusText, statusTone } from '../history-labels';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <span className={`history-status history-status--${statusTone(status)}`}>{statusText(status)}</span>;
}
