import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

type Props = { label: string; busy: boolean; onReject: (reason: string) => void; onCancel: () => void };

/** Asks why a loan is rejected; the customer reads the reason on the loan's page. */
export function RejectForm({ label, busy, onReject, onCancel }: Props) {
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
    <form className="loan-reject" onSubmit={submit} noValidate aria-label={`Reject ${label}`}>
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
          Please give a reason.
        </p>
      ) : null}
      <div className="loan-reject__actions">
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
