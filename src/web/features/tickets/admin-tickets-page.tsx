import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { QueuedTicket, TicketStatus } from '../../../shared/schemas/support';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useReplyToTicket, useTicketQueue } from './api/use-ticket-queue';
import { QueuedTicketCard } from './components/queued-ticket';
import './tickets.css';
import { Notice, type NoticeValue } from '../../components/ui/notice';

/** `/admin/tickets`: open tickets, oldest first; a reply goes to the customer and sets the status. */
export function AdminTicketsPage() {
  const queue = useTicketQueue();
  const reply = useReplyToTicket();
  const [notice, setNotice] = useState<NoticeValue>(null);
  const busyId = reply.isPending ? (reply.variables?.id ?? null) : null;

  const send = (ticket: QueuedTicket, answer: { message: string; status: TicketStatus }) => {
    setNotice(null);
    reply.mutate(
      { id: ticket._id, ...answer },
      {
        onSuccess: () => setNotice({ tone: 'success', text: messages.tickets.replySent(ticket.reference) }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(error, messages.generic.internal) }),
      },
    );
  };

  const tickets = queue.data ?? [];
  return (
    <div className="page tickets admin-tickets">
      {/* One grid item, so the live region (always present for screen readers) adds no gap while empty. */}
      <div>
        <PageHeader
          title="Tickets"
          subtitle="Open support tickets, oldest first. Ticket text is shown exactly as typed."
        />
        {/* The success answer sits in the header; an error is raised under it. */}
        <Notice notice={notice?.tone === 'success' ? notice : null} className="tickets__notice" />
      </div>
      {notice?.tone === 'error' ? <FormMessage tone="error">{notice.text}</FormMessage> : null}
      {queue.isPending ? <p role="status">{messages.tickets.adminLoading}</p> : null}
      {queue.isError ? (
        <FormMessage tone="error">{errorText(queue.error, messages.generic.internal)}</FormMessage>
      ) : null}
      {queue.data && tickets.length === 0 ? <p className="card">{messages.tickets.adminEmpty}</p> : null}
      <section className="stack" aria-label="Open tickets">
        {tickets.map((ticket) => (
          <QueuedTicketCard key={ticket._id} ticket={ticket} busy={busyId === ticket._id} onReply={send} />
        ))}
      </section>
    </div>
  );
}
