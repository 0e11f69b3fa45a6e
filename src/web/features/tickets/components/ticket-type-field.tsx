import { useId, type ComponentProps } from 'react';

type TicketTypeFieldProps = ComponentProps<'select'> & { types: readonly string[]; error?: string };

/** The ticket type select: the spec's four types, with no type chosen until the customer picks one. */
export function TicketTypeField({ types, error, ...selectProps }: TicketTypeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Ticket type
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...selectProps}
      >
        <option value="" disabled>
          Select a type
        </option>
        {types.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
