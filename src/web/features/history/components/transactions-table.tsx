import type { Transaction } from '../../../../shared/schemas/transfers';
import { DataTable, type Column, type TableStateProps } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { PaymentAmount } from '../../../components/ui/payment-amount';
import { maskedNumber } from '../../../lib/accounts-query';
import { localDate } from '../../../lib/format-date';
import { counterpartyName } from '../../../lib/payment-labels';
import { typeText } from '../history-labels';
import { StatusBadge } from './status-badge';

/** The day a group of rows was booked on: "Tuesday, December 1, 2026". */
export const DAY_HEADING: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

type TransactionsTableProps = TableStateProps<Transaction> & {
  transactions: Transaction[] | undefined;
  onViewReceipt: (transaction: Transaction) => void;
};

/**
 * SPEC.md §2 Bank Statement columns, in order: S/N … Actions, grouped by day. Amounts are signed and
 * withdrawals red, everything else green; the counterparty's name leads the Type cell.
 */
export function TransactionsTable({ transactions, onViewReceipt, ...table }: TransactionsTableProps) {
  const columns: Array<Column<Transaction>> = [
    { header: 'S/N', cell: (_t, index) => index + 1 },
    { header: 'Reference ID', cell: (t) => t.reference, className: 'data-table__mono' },
    {
      header: 'Amount',
      numeric: true,
      cell: (t) => <PaymentAmount transaction={t} />,
    },
    {
      header: 'Type',
      cell: (t) => (
        <>
          <span className="data-table__name">{counterpartyName(t)}</span>
          <span className="data-table__sub">
            {typeText(t.type)} · {t.description}
          </span>
        </>
      ),
    },
    {
      // Name above number, like Type and Date, so all eight columns fit a laptop's width.
      header: 'Payment Account',
      cell: (t) => (
        <>
          {t.account}
          <span className="data-table__sub"> {maskedNumber(t.accountNumber)}</span>
        </>
      ),
    },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    { header: 'Date', cell: (t) => <DateTime iso={t.createdAt} /> },
    {
      header: 'Actions',
      cell: (t) => (
        <button
          type="button"
          className="button button--secondary button--small nowrap"
          onClick={() => onViewReceipt(t)}
        >
          View Receipt<span className="visually-hidden"> {t.reference}</span>
        </button>
      ),
    },
  ];
  return (
    <DataTable
      {...table}
      label="Transactions table"
      columns={columns}
      rows={transactions}
      rowKey={(t) => t._id}
      groupOf={(t) => localDate(t.createdAt, DAY_HEADING)}
    />
  );
}
