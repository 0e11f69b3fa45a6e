import { useId, type ComponentProps } from 'react';

type InfoFieldProps = ComponentProps<'textarea'> & { limit: number; length: number; error?: string };

/** The ticket's text, with a live count so the 2000-character limit is never a surprise. */
export function InfoField({ limit, length, error, ...textareaProps }: InfoFieldProps) {
  const id = useId();
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Info
      </label>
      <textarea
        id={id}
        className="field__input tickets__info"
        rows={6}
        maxLength={limit}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      <p id={`${id}-count`} className="field__hint">
        Describe the problem or question ({length}/{limit} characters).
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
