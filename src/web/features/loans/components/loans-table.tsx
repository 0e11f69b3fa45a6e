import { Link } from 'react-router';
import type { LoanSummary } from '../../../../shared/schemas/loans';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { formatMoney } from '../../../lib/format-money';
import { LoanStatusBadge } from './loan-status';

const columns: Array<Column<LoanSummary>> = [
  { header: '#', cell: (_loan, index) => index + 1 },
  { header: 'Amount', cell: (loan) => formatMoney(loan.amount), numeric: true },
  {
    header: 'Type',
    cell: (loan) => (
      <Link to={`/Myloans/${loan._id}`}>
        {loan.type}
        <span className="visually-hidden"> of {formatMoney(loan.amount)}, details</span>
      </Link>
    ),
  },
  { header: 'Duration', cell: (loan) => loan.duration },
  { header: 'Status', cell: (loan) => <LoanStatusBadge status={loan.status} /> },
  { header: 'Date', cell: (loan) => <DateTime iso={loan.createdAt} /> },
];

/** SPEC.md §2 My Loans: columns #, Amount, Type, Duration, Status, Date; each loan opens its details. */
export function LoansTable({ loans }: { loans: LoanSummary[] }) {
  return <DataTable label="Loans table" columns={columns} rows={loans} rowKey={(loan) => loan._id} />;
}
