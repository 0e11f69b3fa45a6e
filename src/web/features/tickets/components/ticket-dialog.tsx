import { messages } from '../../../../shared/messages';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { useTicket } from '../api/use-tickets';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';
import { Facts } from '../../../components/ui/facts';

type TicketDialogProps = { ticketId: string | null; onClose: () => void };

/** One ticket and its replies in the kit's modal dialog. */
export function TicketDialog({ ticketId, onClose }: TicketDialogProps) {
  const ticket = useTicket(ticketId);
  const data = ticket.data;
  return (
    <Dialog
      open={Boolean(ticketId)}
      onClose={onClose}
      title={data ? `Ticket ${data.reference}` : 'Ticket'}
      closeLabel="Close ticket"
      className="ticket-dialog"
    >
      {ticket.isPending && ticketId ? <p role="status">{messages.tickets.loadingTicket}</p> : null}
      {ticket.isError ? (
        <FormMessage tone="error">{errorText(ticket.error, messages.tickets.ticketError)}</FormMessage>
      ) : null}
      {data ? (
        <>
          <Facts
            className="row-wrap m-0 ticket-dialog__facts"
            lineClassName=""
            termClassName="note"
            lines={[
              ['Type', data.type, 'm-0 strong'],
              ['Status', <TicketStatusBadge key="status" status={data.status} />, 'm-0 strong'],
            ]}
          />
          <TicketThread ticket={data} />
        </>
      ) : null}
    </Dialog>
  );
}
