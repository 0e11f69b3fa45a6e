import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { TICKET_TYPES } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { newTicketBody, TICKET_INFO_MAX, type NewTicketBody } from '../../../shared/schemas/support';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError } from '../../lib/api-client';
import { useCreateTicket } from './api/use-tickets';
import { InfoField } from './components/info-field';
import { TicketTypeField } from './components/ticket-type-field';
import './tickets.css';
import { bindFields } from '../../lib/form-fields';
import { PinField } from '../../components/ui/secret-fields';

type TicketForm = { ticketType: string; info: string; pincode: string };
type Outcome = { tone: 'success'; reference: string } | { tone: 'error'; reason?: string } | null;

const emptyForm: TicketForm = { ticketType: '', info: '', pincode: '' };

/*
 * The server's own schema checks the form. The form starts with no type chosen (''), which the schema
 * refuses, so its input type is wider than the schema's: hence the cast.
 */
const resolver = zodResolver(newTicketBody.omit({ userId: true })) as unknown as Resolver<
  TicketForm,
  unknown,
  NewTicketBody
>;

/** `/NewTicket`: type, info and PIN (SPEC.md §2, §5, §8); the ticket is stored under the signed-in customer. */
export function NewTicketPage() {
  const create = useCreateTicket();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<TicketForm, unknown, NewTicketBody>({ resolver, defaultValues: emptyForm });
  const { handleSubmit, reset, watch } = form;
  const field = bindFields(form);

  const onSubmit = handleSubmit((body) => {
    setOutcome(null);
    create.mutate(body, {
      onSuccess: ({ ticket }) => {
        setOutcome({ tone: 'success', reference: ticket.reference });
        reset(emptyForm);
      },
      // The spec's own words first; the server's reason (a wrong PIN, say) below them when it gave one.
      onError: (error) =>
        setOutcome({
          tone: 'error',
          reason: error instanceof ApiError && error.hasServerMessage ? error.message : undefined,
        }),
    });
  });

  return (
    <div className="page tickets">
      <PageHeader
        title="New Ticket"
        subtitle="Tell us what you need; our support team answers on Ticket History."
      />
      <section className="card tickets__form-card">
        <form className="form" onSubmit={onSubmit} noValidate aria-label="New ticket">
          <TicketTypeField types={TICKET_TYPES} {...field('ticketType')} />
          <InfoField limit={TICKET_INFO_MAX} length={watch('info').length} {...field('info')} />
          <PinField hint="Your 4-digit PIN from the Pincode page." {...field('pincode')} />
          <Feedback outcome={outcome} />
          <Button type="submit" className="start" disabled={create.isPending}>
            {create.isPending ? 'Submitting...' : 'Submit Ticket'}
          </Button>
        </form>
      </section>
    </div>
  );
}

function Feedback({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if (outcome.tone === 'success') {
    return (
      <div className="stack-xs">
        <FormMessage tone="success">{messages.tickets.created}</FormMessage>
        <p>
          Your reference is <strong>{outcome.reference}</strong>.{' '}
          <Link to="/TicketHistory">View your tickets</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="stack-xs" role="alert">
      <p className="form-message form-message--error">
        {messages.tickets.failed}
        {outcome.reason ? <span className="grid mt-1 text-sm">{outcome.reason}</span> : null}
      </p>
    </div>
  );
}
