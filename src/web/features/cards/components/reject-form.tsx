import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';

type RejectFormProps = {
  label: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why an application is rejected; the customer sees the reason beside the application. */
export function RejectForm({ label, busy, onReject, onCancel }: RejectFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    setMissing(!text);
    if (text) onReject(text);
  };

  return (
    <form className="card-reject" onSubmit={submit} noValidate aria-label={label}>
      <label className="field__label" htmlFor={id}>
        Reason for rejection
      </label>
      <input
        ref={input}
        id={id}
        className="field__input"
        maxLength={500}
        value={reason}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {missing ? (
        <p id={`${id}-error`} className="field__error">
          {messages.adminCards.reasonRequired}
        </p>
      ) : null}
      <div className="card-reject__actions">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Rejecting…' : 'Confirm rejection'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
