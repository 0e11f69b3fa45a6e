import { StatusBadge as Badge } from '../../../components/ui/status-badge';
import { statusText } from '../history-labels';

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge family="transaction" status={status} text={statusText(status)} />;
}
