import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { TICKET_INFO_MAX, TICKET_STATUSES, type TicketStatus } from '../../../../shared/schemas/support';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-field';

type ReplyFormProps = {
  reference: string;
  busy: boolean;
  onSend: (reply: { message: string; status: TicketStatus }) => void;
};

const STATUS_LABELS: Record<TicketStatus, string> = {
  completed: 'Completed (close the ticket)',
  pending: 'Pending (keep it open)',
  failed: 'Failed (close the ticket)',
};

/** An administrator's answer to one ticket: the text the customer reads and the ticket's new status. */
export function ReplyForm({ reference, busy, onSend }: ReplyFormProps) {
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<TicketStatus>('completed');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    setMissing(!text);
    if (text) onSend({ message: text, status });
  };

  return (
    <form className="grid gap-3 reply-form" onSubmit={submit} noValidate aria-label={`Reply to ${reference}`}>
      <TextAreaField
        label="Reply"
        rows={3}
        maxLength={TICKET_INFO_MAX}
        value={message}
        error={missing ? messages.tickets.replyRequired : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="reply-form__row field-row">
        <Select
          label="Status"
          value={status}
          options={TICKET_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(event) => setStatus(event.target.value as TicketStatus)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
