import { StatusBadge } from '../../../components/ui/status-badge';
import { ticketStatusText } from '../ticket-status';

export function TicketStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <StatusBadge family="ticket" status={status} text={ticketStatusText(status)} className="ticket-status" />
  );
}
