import type { MouseEvent } from 'react';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { maskedNumber } from '../../../lib/accounts-query';
import { formatMoney } from '../../../lib/format-money';
import { typeText } from '../history-labels';
import { StatusBadge } from './status-badge';

type TransactionsTableProps = {
  transactions: Transaction[];
  onViewReceipt: (transaction: Transaction, opener: HTMLButtonElement) => void;
};

/** The day on one line and the time below it, in the visitor's own time zone. */
function DateCell({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso}>
      {date.toLocaleDateString()}
      <span className="history-table__time">{date.toLocaleTimeString()}</span>
    </time>
  );
}

/** SPEC.md §2 Bank Statement columns, in order: S/N … Actions. Withdrawals red, everything else green. */
export function TransactionsTable({ transactions, onViewReceipt }: TransactionsTableProps) {
  return (
    <div className="history-table-wrap" tabIndex={0} role="region" aria-label="Transactions table">
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">S/N</th>
            <th scope="col">Reference ID</th>
            <th scope="col" className="history-table__number">
              Amount
            </th>
            <th scope="col">Type</th>
            <th scope="col">Payment Account</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction, index) => {
            const out = transaction.type === 'withdrawal';
            return (
              <tr key={transaction._id}>
                <td>{index + 1}</td>
                <td className="history-table__reference">{transaction.reference}</td>
                <td className={`history-table__number ${out ? 'history-amount--out' : 'history-amount--in'}`}>
                  {formatMoney(transaction.amount)}
                </td>
                <td>
                  <span className="history-table__type">{typeText(transaction.type)}</span>
                  <span className="history-table__description">{transaction.description}</span>
                </td>
                <td>
                  {/* Name above number, like Type and Date, so all eight columns fit a laptop's width. */}
                  {transaction.account}
                  <span className="history-table__description">
                    {' '}
                    {maskedNumber(transaction.accountNumber)}
                  </span>
                </td>
                <td>
                  <StatusBadge status={transaction.status} />
                </td>
                <td>
                  <DateCell iso={transaction.createdAt} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary history-table__action"
                    onClick={(event: MouseEvent<HTMLButtonElement>) =>
                      onViewReceipt(transaction, event.currentTarget)
                    }
                  >
                    View Receipt<span className="visually-hidden"> {transaction.reference}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
