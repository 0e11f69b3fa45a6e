import type { Transaction } from '../../../shared/schemas/transfers';
import { signedAmount } from '../../lib/payment-labels';

/** A statement line's amount: signed, withdrawals red and everything else green (SPEC.md §2), bold. */
export function PaymentAmount({ transaction }: { transaction: Pick<Transaction, 'type' | 'amount'> }) {
  const tone = transaction.type === 'withdrawal' ? 'text-danger' : 'text-success';
  return <span className={`bold nowrap ${tone}`}>{signedAmount(transaction)}</span>;
}
