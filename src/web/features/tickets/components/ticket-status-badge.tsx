import { ticketStatusText, ticketStatusTone } from '../ticket-status';

export function TicketStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = ticketStatusTone(status);
  return (
    <span className={`ticket-status ticket-status--${tone}`} data-tone={tone}>
      {ticketStatusText(status)}
    </span>
  );
}
