import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { backofficeTexts } from '../backoffice-texts';

type ReasonFormProps = {
  /** The form's accessible name, e.g. "Disable Ada Lovelace". */
  name: string;
  label: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  required: boolean;
  tone?: 'primary' | 'danger';
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why before a decision is sent: the reason goes to the audit log (and, where it applies, the customer). */
export function ReasonForm(props: ReasonFormProps) {
  const {
    name,
    label,
    confirmLabel,
    busyLabel,
    busy,
    required,
    tone = 'danger',
    onConfirm,
    onCancel,
  } = props;
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
    const empty = required && !text;
    setMissing(empty);
    if (!empty) onConfirm(text);
  };

  return (
    <form className="reason-form" onSubmit={submit} noValidate aria-label={name}>
      <label className="field__label" htmlFor={id}>
        {label}
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
          {backofficeTexts.reasonRequired}
        </p>
      ) : null}
      <div className="reason-form__actions">
        <Button type="submit" variant={tone} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
