import type { LoanDetail } from '../../../../shared/schemas/loans';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { formatMoney } from '../../../lib/format-money';

type Repayment = LoanDetail['repayments'][number];

const columns: Array<Column<Repayment>> = [
  { header: 'Date', cell: (r) => <DateTime iso={r.createdAt} /> },
  { header: 'Reference', cell: (r) => r.reference, className: 'data-table__mono' },
  { header: 'From', cell: (r) => r.account },
  { header: 'Amount', cell: (r) => formatMoney(r.amount), numeric: true },
  { header: 'Interest', cell: (r) => formatMoney(r.interest), numeric: true },
  { header: 'Principal', cell: (r) => formatMoney(r.principal), numeric: true },
];

/** The repayments made so far, oldest first, each split into interest and principal. */
export function RepaymentsTable({ repayments }: { repayments: Repayment[] }) {
  return <DataTable label="Repayments table" columns={columns} rows={repayments} rowKey={(r) => r._id} />;
}
