import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages';
import type { TicketSummary } from '../../../shared/schemas/support';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useTickets } from './api/use-tickets';
import { TicketDialog } from './components/ticket-dialog';
import { TicketsTable } from './components/tickets-table';
import './tickets.css';
import { ButtonLink } from '../../components/ui/button';

/**
 * `/TicketHistory`: every ticket of the customer, newest first. A row opens the ticket with its replies;
 * the open ticket is in the address (`?ticket=`), so a notification can link straight to it.
 */
export function TicketHistoryPage() {
  const list = useTickets();
  const [params, setParams] = useSearchParams();
  const openId = params.get('ticket');
  const opener = useRef<HTMLButtonElement | null>(null);

  const open = (ticket: TicketSummary, button: HTMLButtonElement) => {
    opener.current = button;
    setParams({ ticket: ticket._id }, { replace: true });
  };
  const close = () => {
    setParams({}, { replace: true });
    if (opener.current) opener.current.focus();
    else document.getElementById('main')?.focus();
    opener.current = null;
  };

  return (
    <div className="page tickets">
      <PageHeader
        title="Ticket History"
        subtitle="Your support tickets, newest first. Open one to read the replies."
        actions={<ButtonLink to="/NewTicket">New Ticket</ButtonLink>}
      />
      <section className="card panel" aria-label="Tickets">
        <TicketsTable
          tickets={list.data?.pages.flatMap((page) => page.tickets)}
          onOpen={open}
          loading={list.isPending}
          loadingText={messages.tickets.loading}
          error={list.isError && !list.data ? errorText(list.error, messages.tickets.loadError) : null}
          emptyText={messages.tickets.empty}
          pager={{
            hasMore: list.hasNextPage,
            loading: list.isFetchingNextPage,
            onMore: () => void list.fetchNextPage(),
          }}
        />
      </section>
      <TicketDialog ticketId={openId} onClose={close} />
    </div>
  );
}
