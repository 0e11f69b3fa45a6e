import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CARD_ACCOUNT_OPTIONS } from '../../../../shared/schemas/cards';

export type CardAccountOption = (typeof CARD_ACCOUNT_OPTIONS)[number];

/** The card account select of SPEC.md §2, with the chosen account's balance beneath it. */
export function CardAccountField({
  field,
  hint,
}: {
  field: UseFormRegisterReturn<'account'>;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Card account
      </label>
      <select id={id} className="field__input" aria-describedby={`${id}-hint`} {...field}>
        {CARD_ACCOUNT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {/* A non-breaking space keeps the line's height while the balances load. */}
      <p id={`${id}-hint`} className="field__hint">
        {hint ?? '\u00a0'}
      </p>
    </div>
  );
}
