import type { QueuedTicket, TicketStatus } from '../../../../shared/schemas/support';
import { DateTime } from '../../../components/ui/date-time';
import { ReplyForm } from './reply-form';
import { TicketThread } from './ticket-thread';

type QueuedTicketProps = {
  ticket: QueuedTicket;
  busy: boolean;
  onReply: (ticket: QueuedTicket, reply: { message: string; status: TicketStatus }) => void;
};

/** One open ticket in the queue: who asked, what and when, the thread so far and the reply form. */
export function QueuedTicketCard({ ticket, busy, onReply }: QueuedTicketProps) {
  const headingId = `ticket-${ticket._id}`;
  return (
    <article className="card stack-sm" aria-labelledby={headingId}>
      <header className="row-wrap queued-ticket__header">
        {/* h2: the page's h1 is the next level up (no level may be skipped). */}
        <h2 id={headingId} className="mono text-md">
          {ticket.reference}
        </h2>
        <span className="pill bordered bg-muted text-sm strong">{ticket.type}</span>
        <span className="note queued-ticket__date">
          <DateTime iso={ticket.createdAt} />
        </span>
      </header>
      <p className="break-anywhere">
        <span className="bold">{ticket.customer.name}</span>{' '}
        <span className="muted">{ticket.customer.email}</span>
      </p>
      <TicketThread ticket={ticket} requestBy={ticket.customer.name} promiseReply={false} />
      <ReplyForm reference={ticket.reference} busy={busy} onSend={(reply) => onReply(ticket, reply)} />
    </article>
  );
}
