import { messages } from '../../../shared/messages';

/** SPEC.md §2: a missing status shows Pending. */
export function statusText(status: string | null | undefined): string {
  return status || messages.history.pending;
}

const COUNTERPARTY_LABELS: Record<string, string> = {
  bankName: 'Bank name',
  accountName: 'Account name',
  accountNumber: 'Account number',
  accountType: 'Account type',
  bankCountryName: 'Bank country',
  routingNumber: 'Routing number',
};

/** The other side of a payment as labelled lines; the country's name stands in for its code. */
export function counterpartyLines(counterparty: Record<string, string>): Array<[string, string]> {
  return Object.entries(counterparty)
    .filter(([key, value]) => value && !(key === 'bankCountry' && counterparty.bankCountryName))
    .map(([key, value]) => [COUNTERPARTY_LABELS[key] ?? readable(key), value]);
}

/** `bankCountry` → `Bank country`, `loan_book` → `Loan book`. */
function readable(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function typeText(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : '';
}
