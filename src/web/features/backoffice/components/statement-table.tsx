import type { Transaction } from '../../../../shared/schemas/transfers';
import type { ReactNode } from 'react';
import { DataTable, type Column, type LoadMore } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { PaymentAmount } from '../../../components/ui/payment-amount';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMoney } from '../../../lib/format-money';
import { backofficeTexts } from '../backoffice-texts';

const columns: Array<Column<Transaction>> = [
  { header: 'S/N', cell: (_t, index) => index + 1 },
  { header: 'Reference ID', cell: (t) => t.reference, className: 'data-table__mono' },
  {
    header: 'Amount',
    numeric: true,
    cell: (t) => <PaymentAmount transaction={t} />,
  },
  { header: 'Fee', cell: (t) => (t.fee ? formatMoney(t.fee) : '—'), numeric: true },
  {
    header: 'Type',
    wrap: true,
    cell: (t) => (
      <>
        <span className="data-table__name">{t.type === 'withdrawal' ? 'Withdrawal' : 'Deposit'}</span>
        <span className="data-table__sub">{t.description}</span>
      </>
    ),
  },
  {
    header: 'Account',
    cell: (t) => (
      <>
        {t.account}
        <span className="data-table__sub data-table__mono">{t.accountNumber}</span>
      </>
    ),
  },
  // Successful green, Processing yellow, anything else red; a missing status shows Pending (SPEC.md §2).
  {
    header: 'Status',
    cell: (t) => <StatusBadge family="transaction" status={t.status} text={t.status || 'Pending'} />,
  },
  { header: 'Date', cell: (t) => <DateTime iso={t.createdAt} /> },
];

/** The customer's statement as an administrator sees it: withdrawals red, money in green. */
export function StatementTable(props: { transactions: Transaction[]; footer: ReactNode; pager: LoadMore }) {
  return (
    <DataTable
      label="Statement table"
      columns={columns}
      rows={props.transactions}
      rowKey={(t) => t._id}
      emptyText={backofficeTexts.statementEmpty}
      footer={props.footer}
      pager={props.pager}
    />
  );
}
