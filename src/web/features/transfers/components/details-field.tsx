import { useId, type ComponentProps } from 'react';

type DetailsFieldProps = ComponentProps<'textarea'> & { error?: string };

/** The optional "details" of a transfer: the reason, shown to the customer on the receipt. */
export function DetailsField({ error, ...textareaProps }: DetailsFieldProps) {
  const id = useId();
  return (
    <div className="field form-columns__wide">
      <label className="field__label" htmlFor={id}>
        Details (reason, optional)
      </label>
      <textarea
        id={id}
        className="field__input field__input--long"
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textareaProps}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
