import type { MouseEvent } from 'react';
import { messages } from '../../../../shared/messages';
import type { TicketSummary } from '../../../../shared/schemas/support';
import { LocalDate } from './local-date';
import { TicketStatusBadge } from './ticket-status-badge';

type TicketsTableProps = {
  tickets: TicketSummary[];
  onOpen: (ticket: TicketSummary, opener: HTMLButtonElement) => void;
};

/** SPEC.md §2 Ticket History: columns #, Ticket, Type, Status, Date; the footer names the list. */
export function TicketsTable({ tickets, onOpen }: TicketsTableProps) {
  return (
    <div className="tickets-table-wrap" tabIndex={0} role="region" aria-label="Tickets table">
      <table className="tickets-table">
        <caption className="tickets-table__caption">{messages.tickets.footer}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Ticket</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket, index) => (
            <tr key={ticket._id}>
              <td>{index + 1}</td>
              <td>
                <button
                  type="button"
                  className="tickets-table__open"
                  aria-haspopup="dialog"
                  onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(ticket, event.currentTarget)}
                >
                  {ticket.title}
                </button>
              </td>
              <td>{ticket.type}</td>
              <td>
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td>
                <LocalDate iso={ticket.date} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
