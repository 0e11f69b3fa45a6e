import { useId, type ComponentProps } from 'react';
import { GENDERS } from '../../../../shared/schemas/identity';

/** Gender of the next of kin: Male (the default), Female or Other. */
export function GenderField({ error, ...selectProps }: ComponentProps<'select'> & { error?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Gender
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...selectProps}
      >
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {gender}
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
