import { messages } from '../../../../shared/messages';
import type { TicketSummary } from '../../../../shared/schemas/support';
import { DataTable, type Column, type TableStateProps } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { TicketStatusBadge } from './ticket-status-badge';

type TicketsTableProps = TableStateProps<TicketSummary> & {
  tickets: TicketSummary[] | undefined;
  onOpen: (ticket: TicketSummary, opener: HTMLButtonElement) => void;
};

/** SPEC.md §2 Ticket History: columns #, Ticket, Type, Status, Date; the footer names the list. */
export function TicketsTable({ tickets, onOpen, ...table }: TicketsTableProps) {
  const columns: Array<Column<TicketSummary>> = [
    { header: '#', cell: (_t, index) => index + 1 },
    {
      header: 'Ticket',
      wrap: true,
      cell: (ticket) => (
        <button
          type="button"
          className="bare-button mono text-sm strong text-primary tickets-table__open"
          aria-haspopup="dialog"
          onClick={(event) => onOpen(ticket, event.currentTarget)}
        >
          {ticket.title}
        </button>
      ),
    },
    { header: 'Type', cell: (ticket) => ticket.type },
    { header: 'Status', cell: (ticket) => <TicketStatusBadge status={ticket.status} /> },
    { header: 'Date', cell: (ticket) => <DateTime iso={ticket.date} /> },
  ];
  return (
    <DataTable
      {...table}
      label="Tickets table"
      columns={columns}
      rows={tickets}
      rowKey={(ticket) => ticket._id}
      caption={messages.tickets.footer}
    />
  );
}
