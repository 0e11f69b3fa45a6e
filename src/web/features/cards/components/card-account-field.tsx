import type { UseFormRegisterReturn } from 'react-hook-form';
import { CARD_ACCOUNT_OPTIONS } from '../../../../shared/schemas/cards';
import { Select } from '../../../components/ui/select';

export type CardAccountOption = (typeof CARD_ACCOUNT_OPTIONS)[number];

/** The card account select of SPEC.md §2, with the chosen account's balance beneath it. */
export function CardAccountField({
  field,
  hint,
}: {
  field: UseFormRegisterReturn<'account'>;
  hint?: string;
}) {
  // A non-breaking space keeps the hint's line while the balances load.
  return <Select label="Card account" options={CARD_ACCOUNT_OPTIONS} hint={hint ?? '\u00a0'} {...field} />;
}
