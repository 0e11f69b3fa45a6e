import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { CloseIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useTicket } from '../api/use-tickets';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';

type TicketDialogProps = { ticketId: string | null; onClose: () => void };

/**
 * One ticket and its replies in a native modal dialog: the browser moves focus in, keeps it there, makes
 * the page behind inert and closes on Escape. The page returns focus to the row that opened it.
 */
export function TicketDialog({ ticketId, onClose }: TicketDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const ticket = useTicket(ticketId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (ticketId && !dialog.open) dialog.showModal();
    if (!ticketId && dialog.open) dialog.close();
  }, [ticketId]);

  const close = () => ref.current?.close();
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const data = ticket.data;

  return (
    <dialog
      ref={ref}
      className="ticket-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="ticket-dialog__content">
        <header className="ticket-dialog__header">
          <h2 id={titleId} className="ticket-dialog__title">
            {data ? `Ticket ${data.reference}` : 'Ticket'}
          </h2>
          <button type="button" className="ticket-dialog__x" aria-label="Close ticket" onClick={close}>
            <CloseIcon />
          </button>
        </header>
        {ticket.isPending && ticketId ? <p role="status">{messages.tickets.loadingTicket}</p> : null}
        {ticket.isError ? (
          <FormMessage tone="error">{errorText(ticket.error, messages.tickets.ticketError)}</FormMessage>
        ) : null}
        {data ? (
          <>
            <dl className="ticket-dialog__facts">
              <div>
                <dt>Type</dt>
                <dd>{data.type}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <TicketStatusBadge status={data.status} />
                </dd>
              </div>
            </dl>
            <TicketThread ticket={data} />
          </>
        ) : null}
        <footer className="ticket-dialog__footer">
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
