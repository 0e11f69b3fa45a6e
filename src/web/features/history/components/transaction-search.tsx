import { useState, type FormEvent } from 'react';
import { CATEGORIES } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { formatCents, parseAmountToCents } from '../../../../shared/money';
import { SEARCH_AMOUNT_MAX_CENTS, SEARCH_MIN_LENGTH } from '../../../../shared/schemas/search';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';

/** The search of the History page (issue 49 part 4): empty means "any". */
export type TransactionSearch = { q: string; minAmount: string; maxAmount: string; category: string };
export const noSearch: TransactionSearch = { q: '', minAmount: '', maxAmount: '', category: '' };

type Props = { value: TransactionSearch; onChange: (search: TransactionSearch) => void };

const m = messages.search;

/** An amount as the server reads it, or the message the transfer pages give for it. */
function amountError(text: string): string | undefined {
  if (!text.trim()) return undefined;
  const parsed = parseAmountToCents(text.trim(), SEARCH_AMOUNT_MAX_CENTS);
  return parsed.ok ? undefined : parsed.message;
}

/**
 * A search box, amounts and a category, applied on submit; what is applied shows as chips, each removable.
 * The amounts are checked as the transfer amount is (shared/money.ts) before anything is asked.
 */
export function TransactionSearchBar({ value, onChange }: Props) {
  const [draft, setDraft] = useState<TransactionSearch>(value);
  const [errors, setErrors] = useState<Partial<Record<keyof TransactionSearch, string>>>({});
  const set = (key: keyof TransactionSearch) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...draft,
      q: draft.q.trim(),
      minAmount: draft.minAmount.trim(),
      maxAmount: draft.maxAmount.trim(),
    };
    const found: typeof errors = {};
    if (next.q && next.q.length < SEARCH_MIN_LENGTH) found.q = m.tooShort(SEARCH_MIN_LENGTH);
    found.minAmount = amountError(next.minAmount);
    found.maxAmount = amountError(next.maxAmount);
    if (!found.minAmount && !found.maxAmount && next.minAmount && next.maxAmount) {
      const min = parseAmountToCents(next.minAmount, SEARCH_AMOUNT_MAX_CENTS);
      const max = parseAmountToCents(next.maxAmount, SEARCH_AMOUNT_MAX_CENTS);
      if (min.ok && max.ok && min.cents > max.cents) found.maxAmount = m.badAmountRange;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onChange(next);
  };

  const remove = (key: keyof TransactionSearch) => {
    const next = { ...value, [key]: '' };
    setDraft({ ...draft, [key]: '' });
    onChange(next);
  };

  const cents = (text: string) => {
    const parsed = parseAmountToCents(text, SEARCH_AMOUNT_MAX_CENTS);
    return parsed.ok ? formatCents(parsed.cents) : text;
  };
  const chips: { key: keyof TransactionSearch; text: string }[] = [
    ...(value.q ? [{ key: 'q' as const, text: m.chipSearch(value.q) }] : []),
    ...(value.minAmount ? [{ key: 'minAmount' as const, text: m.chipMin(cents(value.minAmount)) }] : []),
    ...(value.maxAmount ? [{ key: 'maxAmount' as const, text: m.chipMax(cents(value.maxAmount)) }] : []),
    ...(value.category ? [{ key: 'category' as const, text: m.chipCategory(value.category) }] : []),
  ];

  return (
    <div className="transaction-search">
      <form
        role="search"
        aria-label={m.label}
        className="transaction-search__form"
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={m.label}
          type="search"
          placeholder={m.placeholder}
          value={draft.q}
          onChange={set('q')}
          error={errors.q}
          maxLength={100}
        />
        <TextField
          label={m.minAmount}
          inputMode="decimal"
          value={draft.minAmount}
          onChange={set('minAmount')}
          error={errors.minAmount}
        />
        <TextField
          label={m.maxAmount}
          inputMode="decimal"
          value={draft.maxAmount}
          onChange={set('maxAmount')}
          error={errors.maxAmount}
        />
        <Select
          label={m.category}
          placeholder={m.anyCategory}
          options={CATEGORIES}
          value={draft.category}
          onChange={set('category')}
        />
        <Button type="submit">Search</Button>
      </form>
      {chips.length > 0 ? (
        <ul className="transaction-search__chips" aria-label="Applied search filters">
          {chips.map((chip) => (
            <li key={chip.key} className="transaction-search__chip">
              <span>{chip.text}</span>
              <button type="button" aria-label={m.removeChip(chip.text)} onClick={() => remove(chip.key)}>
                ×
              </button>
            </li>
          ))}
          <li>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(noSearch);
                setErrors({});
                onChange(noSearch);
              }}
            >
              {m.clearAll}
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
