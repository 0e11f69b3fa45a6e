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
      <ThreadMessage role="customer" author={requestBy} at={ticket.createdAt} body={ticket.info} />
      {ticket.messages.map((message) => (
        <ThreadMessage
          key={message._id}
          role={message.authorRole}
          author={message.authorName}
          at={message.createdAt}
          body={message.body}
        />
      ))}
      {promiseReply && ticket.messages.length === 0 ? (
        <li className="empty-note">{messages.tickets.noReplies}</li>
      ) : null}
    </ol>
  );
}

type ThreadMessageProps = { role: string; author: string; at: string; body: string };

/** One bubble of the conversation: who and when above what they wrote; an administrator's is tinted. */
function ThreadMessage({ role, author, at, body }: ThreadMessageProps) {
  return (
    <li className={`stack-xs p-3 rounded bordered bg-muted ticket-thread__message--${role}`}>
      <p className="meta-line">
        <span className="bold ticket-thread__author">{author}</span>
        <DateTime iso={at} />
      </p>
      <p className="ticket-thread__body break-anywhere">{body}</p>
    </li>
  );
}
