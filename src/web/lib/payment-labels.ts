import type { Transaction } from '../../shared/schemas/transfers';
import { formatMoney } from './format-money';

type Named = Pick<Transaction, 'counterparty' | 'description'>;

/**
 * Who is on the other side of a payment, in the words a customer knows: the account holder's name for a
 * transfer (either way), the card or loan for the bank's own entries, else the bank, else the description.
 */
export function counterpartyName({ counterparty, description }: Named): string {
  const c = counterparty ?? {};
  return c.accountName || c.name || c.card || c.loan || c.bankName || description;
}

/** `-$120.50` for money out, `+$250.00` for money in: the sign says it, not only the colour. */
export function signedAmount({ type, amount }: Pick<Transaction, 'type' | 'amount'>): string {
  return `${type === 'withdrawal' ? '-' : '+'}${formatMoney(Math.abs(amount))}`;
}
