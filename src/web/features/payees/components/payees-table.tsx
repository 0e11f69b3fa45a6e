import { messages } from '../../../../shared/messages';
import type { Payee } from '../../../../shared/schemas/payees';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { errorText } from '../../../lib/api-client';
import { usePayees } from '../../../lib/payees-api';

type PayeesTableProps = { onEdit: (payee: Payee) => void; onRemove: (payee: Payee) => void };

/** The saved payees, newest first; a payee younger than a day says so (its payments are capped). */
export function PayeesTable({ onEdit, onRemove }: PayeesTableProps) {
  const payees = usePayees();
  return (
    <DataTable
      label="Saved payees"
      rows={payees.data}
      rowKey={(p) => p._id}
      loading={payees.isPending}
      loadingText={messages.payees.loading}
      error={payees.isError ? errorText(payees.error, messages.generic.internal) : null}
      emptyText={messages.payees.empty}
      columns={[
        { header: 'Name', cell: (p) => p.name, sub: (p) => p.nickname },
        {
          header: 'Bank',
          cell: (p) => p.bankName,
          sub: (p) => (p.type === 'local' ? 'Local' : 'International'),
        },
        { header: 'Account number', cell: (p) => p.accountNumber, className: 'data-table__mono' },
        { header: 'Status', cell: (p) => (p.newPayeeUntil ? 'New' : 'Ready'), wrap: true },
      ]}
      actionsHeader="Actions"
      rowActions={(p) => (
        <>
          <Button variant="secondary" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
            Edit
          </Button>
          <Button variant="danger" onClick={() => onRemove(p)} aria-label={`Remove ${p.name}`}>
            Remove
          </Button>
        </>
      )}
    />
  );
}
