import { useId, type ReactNode } from 'react';

/** What the control inside a field gets: its id, and its hint and message tied to it for assistive technology. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** The one frame of every form control: the label, the control, a hint below it and its validation message. */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
