import { messages } from '../../../../shared/messages';
import type { Deposit } from '../../../../shared/schemas/deposits';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useDeposits } from '../api/use-deposits';
import { DepositStatusBadge } from '../deposit-status';
import { LocalTime } from '../../../components/ui/local-time';
import { Card } from '../../../components/ui/card';

const columns: Array<Column<Deposit>> = [
  {
    header: 'Date',
    cell: (d) => <LocalTime iso={d.createdAt} />,
  },
  { header: 'Reference', cell: (d) => d.reference, className: 'data-table__mono' },
  { header: 'Amount', cell: (d) => formatMoney(d.amount), numeric: true },
  { header: 'Status', cell: (d) => <DepositStatusBadge status={d.status} reason={d.reason} /> },
];

/** The customer's cheques, newest first, each with its status (and the reason when it was rejected). */
export function DepositsList() {
  const deposits = useDeposits();
  return (
    <Card className="deposits" title="Your cheque deposits" titleClassName="subtitle">
      <DataTable
        label="Cheque deposits"
        columns={columns}
        rows={deposits.data}
        rowKey={(d) => d._id}
        loading={deposits.isPending}
        loadingText={messages.chequeDeposit.loading}
        error={deposits.isError ? errorText(deposits.error, messages.chequeDeposit.loadError) : null}
        emptyText={messages.chequeDeposit.empty}
      />
    </Card>
  );
}
