import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';
import type { AuditRecord } from '../api/use-audit';
import { actionText } from '../backoffice-texts';
import { DateTime } from './date-time';
import { StackCell } from './stack-cell';

const HEADINGS = ['Time', 'Actor', 'Action', 'Target', 'Amount', 'Reason', 'IP'];

/** The target: a user links to their page; anything else shows its kind and id. */
function Target({ record }: { record: AuditRecord }) {
  if (!record.target) return <>—</>;
  const id = <span className="bo-mono bo-id">{record.target}</span>;
  return (
    <>
      <span className="bo-strong-line">{record.targetType ?? ''}</span>
      {record.targetType === 'user' ? (
        <Link to={`/admin/users/${encodeURIComponent(record.target)}`}>{id}</Link>
      ) : (
        id
      )}
    </>
  );
}

/**
 * Audit records, newest first: who did what to whom, how much, why and from where. On a phone each
 * record becomes a card (`bo-table--stack`); the explicit roles keep it a table for screen readers then.
 */
export function AuditTable({ records }: { records: AuditRecord[] }) {
  return (
    <div className="bo-table-wrap" tabIndex={0} role="region" aria-label="Audit records">
      <table role="table" className="bo-table bo-table--stack">
        <thead role="rowgroup">
          <tr role="row">
            {HEADINGS.map((heading) => (
              <th
                key={heading}
                role="columnheader"
                scope="col"
                className={heading === 'Amount' ? 'bo-table__number' : undefined}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {records.map((record) => (
            <tr key={record._id} role="row">
              <StackCell label="Time">
                <DateTime iso={record.createdAt} />
              </StackCell>
              <StackCell label="Actor" className="bo-table__wrap">
                {record.actor.email ?? record.actor._id ?? 'system'}
              </StackCell>
              <StackCell label="Action">
                <span className="bo-strong-line">{actionText(record.action)}</span>
                <span className="bo-muted-line bo-mono">{record.action}</span>
              </StackCell>
              <StackCell label="Target" className="bo-table__wrap">
                <Target record={record} />
              </StackCell>
              <StackCell label="Amount" className="bo-table__number">
                {record.amount === null ? '—' : formatMoney(record.amount)}
              </StackCell>
              <StackCell label="Reason" className="bo-table__wrap">
                {record.reason || '—'}
              </StackCell>
              <StackCell label="IP" className="bo-mono">
                {record.ip ?? '—'}
              </StackCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
