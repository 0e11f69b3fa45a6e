import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';

type RejectFormProps = {
  name: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why the documents are rejected; the customer reads the reason on their KYC page. */
export function RejectForm({ name, busy, onReject, onCancel }: RejectFormProps) {
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
    <form className="reject-form" onSubmit={submit} noValidate aria-label={`Reject the documents of ${name}`}>
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
          {messages.adminKyc.reasonRequired}
        </p>
      ) : null}
      <div className="reject-form__actions">
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
