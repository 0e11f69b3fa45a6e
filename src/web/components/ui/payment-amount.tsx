import type { Transaction } from '../../../shared/schemas/transfers';
import { formatMoney } from '../../lib/format-money';

/** A statement line's amount: withdrawals red, everything else green (SPEC.md §2), bold. */
export function PaymentAmount({ transaction }: { transaction: Pick<Transaction, 'type' | 'amount'> }) {
  const tone = transaction.type === 'withdrawal' ? 'text-danger' : 'text-success';
  return <span className={`bold ${tone}`}>{formatMoney(transaction.amount)}</span>;
}
