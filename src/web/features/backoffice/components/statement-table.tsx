import type { Transaction } from '../../../../shared/schemas/transfers';
import { formatMoney } from '../../../lib/format-money';
import { DateTime } from './date-time';

/** Successful green, Processing yellow, anything else red; a missing status shows Pending (SPEC.md §2). */
export function PaymentStatus({ status }: { status: string | null | undefined }) {
  const tone = status === 'Successful' ? 'success' : status === 'Processing' ? 'warning' : 'danger';
  return <span className={`bo-pill bo-pill--${tone}`}>{status || 'Pending'}</span>;
}

/** The customer's statement as an administrator sees it: withdrawals red, money in green. */
export function StatementTable({ transactions }: { transactions: Transaction[] }) {
  return (
    <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Statement table">
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">S/N</th>
            <th scope="col">Reference ID</th>
            <th scope="col" className="bo-table__number">
              Amount
            </th>
            <th scope="col" className="bo-table__number">
              Fee
            </th>
            <th scope="col">Type</th>
            <th scope="col">Account</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction, index) => {
            const out = transaction.type === 'withdrawal';
            return (
              <tr key={transaction._id}>
                <td>{index + 1}</td>
                <td className="bo-mono">{transaction.reference}</td>
                <td className={`bo-table__number ${out ? 'bo-amount--out' : 'bo-amount--in'}`}>
                  {formatMoney(transaction.amount)}
                </td>
                <td className="bo-table__number">{transaction.fee ? formatMoney(transaction.fee) : '—'}</td>
                <td className="bo-table__wrap">
                  <span className="bo-strong-line">{out ? 'Withdrawal' : 'Deposit'}</span>
                  <span className="bo-muted-line">{transaction.description}</span>
                </td>
                <td>
                  {transaction.account}
                  <span className="bo-muted-line bo-mono">{transaction.accountNumber}</span>
                </td>
                <td>
                  <PaymentStatus status={transaction.status} />
                </td>
                <td>
                  <DateTime iso={transaction.createdAt} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
