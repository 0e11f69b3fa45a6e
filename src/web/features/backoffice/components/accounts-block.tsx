import type { Account } from '../../../../shared/schemas/transfers';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format-money';
import { Card } from '../../../components/ui/card';

const columns: Array<Column<Account>> = [
  { header: 'Account', cell: (a) => a.name },
  { header: 'Account number', cell: (a) => a.accountNumber, className: 'data-table__mono' },
  { header: 'Balance', cell: (a) => formatMoney(a.balance), numeric: true },
];

/** The customer's deposit accounts with their numbers and balances. */
export function AccountsBlock({ accounts }: { accounts: Account[] }) {
  return (
    <Card className="card-stack" title="Accounts">
      <DataTable
        label="Accounts table"
        columns={columns}
        rows={accounts}
        rowKey={(a) => a._id}
        emptyText="No accounts: administrators hold no customer accounts."
      />
    </Card>
  );
}
