import { messages } from '../../../../shared/messages';
import type { TicketDetail } from '../../../../shared/schemas/support';
import { DateTime } from '../../../components/ui/date-time';

/**
 * What the customer wrote and every reply, oldest first. Everything is rendered as text: a ticket may hold
 * anything a person typed, markup included, and it must stay inert.
 */
type TicketThreadProps = {
  ticket: TicketDetail;
  /** Who wrote the request: "Your request" for the customer, their name for an administrator. */
  requestBy?: string;
  /** The customer is told an answer will come here; an administrator needs no such note. */
  promiseReply?: boolean;
};

export function TicketThread({ ticket, requestBy = 'Your request', promiseReply = true }: TicketThreadProps) {
  return (
    <ol className="plain-list gap-3" aria-label={`Conversation on ${ticket.reference}`}>
      <li className="stack-xs p-3 rounded bordered bg-muted ticket-thread__message ticket-thread__message--customer">
        <p className="meta-line">
          <span className="bold ticket-thread__author">{requestBy}</span>
          <DateTime iso={ticket.createdAt} />
        </p>
        <p className="ticket-thread__body break-anywhere">{ticket.info}</p>
      </li>
      {ticket.messages.map((message) => (
        <li
          key={message._id}
          className={`stack-xs p-3 rounded bordered bg-muted ticket-thread__message ticket-thread__message--${message.authorRole}`}
        >
          <p className="meta-line">
            <span className="bold ticket-thread__author">{message.authorName}</span>
            <DateTime iso={message.createdAt} />
          </p>
          <p className="ticket-thread__body break-anywhere">{message.body}</p>
        </li>
      ))}
      {promiseReply && ticket.messages.length === 0 ? (
        <li className="empty-note">{messages.tickets.noReplies}</li>
      ) : null}
    </ol>
  );
}
