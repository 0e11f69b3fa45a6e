import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

type ReturnFormProps = {
  reference: string;
  busy: boolean;
  onReturn: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why a transfer is being returned; the reason is shown to the customer on the receipt. */
export function ReturnForm({ reference, busy, onReturn, onCancel }: ReturnFormProps) {
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
    if (text) onReturn(text);
  };

  return (
    <form className="return-form" onSubmit={submit} noValidate aria-label={`Return ${reference}`}>
      <label className="field__label" htmlFor={id}>
        Reason for return
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
      <div className="return-form__actions">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Returning…' : 'Confirm return'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
