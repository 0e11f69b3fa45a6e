import { messages } from '../../../../shared/messages';
import type { CardApplication } from '../../../../shared/schemas/cards';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMoney } from '../../../lib/format-money';

const columns: Array<Column<CardApplication>> = [
  {
    header: 'Date',
    cell: (a) => <time dateTime={a.createdAt}>{new Date(a.createdAt).toLocaleDateString()}</time>,
  },
  { header: 'Card', cell: (a) => a.brand },
  { header: 'Account', cell: (a) => a.account },
  { header: 'Fee', cell: (a) => formatMoney(a.fee), numeric: true },
  { header: 'Status', cell: (a) => <StatusBadge family="cardApplication" status={a.status} /> },
  { header: 'Reason', cell: (a) => a.reason ?? '—', wrap: true },
];

/** The customer's applications with their status and, when declined, the reason they were given. */
export function MyApplications({ applications }: { applications: CardApplication[] }) {
  return (
    <DataTable
      label="Your card applications"
      columns={columns}
      rows={applications}
      rowKey={(a) => a._id}
      emptyText={messages.cards.noApplications}
    />
  );
}
