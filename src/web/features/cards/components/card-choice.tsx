import type { UseFormRegisterReturn } from 'react-hook-form';
import { CARD_BRANDS, type CardBrand } from '../../../../shared/schemas/cards';
import { sampleExpiry } from '../card-labels';
import { BankCard } from './bank-card';

/** Decorative sample numbers: only the last four are printed, as on every card the bank shows. */
const SAMPLE_NUMBERS: Record<CardBrand, string> = {
  'Black Card': '•••• •••• •••• 4242',
  'Gold Card': '•••• •••• •••• 8080',
};

/** The spec's two sample cards, each a radio button: the customer picks the card to apply for. */
export function CardChoice({ field }: { field: UseFormRegisterReturn<'brand'> }) {
  const expiry = sampleExpiry();
  return (
    <fieldset className="plain-fieldset card-choice">
      <legend className="field__label mb-3">Choose your card</legend>
      <div className="grid gap-4 card-choice__options">
        {CARD_BRANDS.map((brand) => (
          <label key={brand} className="stack-xs relative card-choice__option">
            <input
              type="radio"
              className="m-0 card-choice__input"
              value={brand}
              aria-label={brand}
              {...field}
            />
            <BankCard brand={brand} number={SAMPLE_NUMBERS[brand]} expiry={expiry} />
            <span className="card-choice__name strong" aria-hidden="true">
              {brand}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
