import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from './button';
import './reason-form.css';

/** The texts a queue may change; each has a default for rejecting. */
export type ReasonTexts = {
  fieldLabel?: string;
  requiredMessage?: string;
  submitLabel?: string;
  busyLabel?: string;
  /** False where the reason is optional (it still goes to the audit log when given). */
  required?: boolean;
};

type ReasonFormProps = ReasonTexts & {
  /** The form's accessible name, e.g. "Reject loan VB…". */
  label: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/**
 * Asks an administrator why they reject, return or disable something; the reason goes to the audit log and,
 * where it applies, to the customer. The field
 * takes focus when the form opens, and an empty reason is refused with a message beside the field.
 */
export function ReasonForm({
  label,
  fieldLabel = 'Reason for rejection',
  requiredMessage = 'Please give a reason.',
  submitLabel = 'Confirm rejection',
  busyLabel = 'Rejecting…',
  required = true,
  tone = 'danger',
  busy,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
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
    if (!empty) onSubmit(text);
  };

  return (
    <form className="stack-xs reason-form" onSubmit={submit} noValidate aria-label={label}>
      <label className="field__label" htmlFor={id}>
        {fieldLabel}
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
          {requiredMessage}
        </p>
      ) : null}
      <div className="row-wrap">
        <Button type="submit" variant={tone} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
