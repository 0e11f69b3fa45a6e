import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import type { AuditRecord } from '../api/use-audit';
import { actionText } from '../backoffice-texts';
import { DataTable, type Column, type TableStateProps } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';

/** The target: a user by name, linking to their page; anything else shows its kind and id. */
function Target({ record }: { record: AuditRecord }) {
  if (!record.target) return <>—</>;
  const id = record.targetName ? (
    <span>{record.targetName}</span>
  ) : (
    <span className="data-table__mono">{record.target}</span>
  );
  return (
    <>
      <span className="data-table__name">{record.targetType ?? ''}</span>
      {record.targetType === 'user' ? (
        <Link to={`/admin/users/${encodeURIComponent(record.target)}`}>{id}</Link>
      ) : (
        id
      )}
    </>
  );
}

const columns: Array<Column<AuditRecord>> = [
  { header: 'Time', cell: (r) => <DateTime iso={r.createdAt} /> },
  {
    header: 'Actor',
    cell: (r) => r.actor.name ?? r.actor.email ?? r.actor._id ?? 'system',
    sub: (r) => (r.actor.name ? r.actor.email : null),
    wrap: true,
  },
  {
    header: 'Action',
    cell: (r) => (
      <>
        <span className="data-table__name">{actionText(r.action)}</span>
        <span className="data-table__sub data-table__mono">{r.action}</span>
      </>
    ),
  },
  { header: 'Target', cell: (r) => <Target record={r} />, wrap: true },
  { header: 'Amount', cell: (r) => (r.amount === null ? '—' : formatMoney(r.amount)), numeric: true },
  { header: 'Reason', cell: (r) => r.reason || '—', wrap: true },
  { header: 'IP', cell: (r) => r.ip ?? '—', className: 'data-table__mono' },
];

/** Audit records, newest first: who did what to whom, how much, why and from where. */
export function AuditTable({
  records,
  ...table
}: TableStateProps<AuditRecord> & { records: AuditRecord[] | undefined }) {
  return (
    <DataTable {...table} label="Audit records" columns={columns} rows={records} rowKey={(r) => r._id} />
  );
}
