import { Link } from 'react-router';
import type { UserListItem } from '../../../../shared/schemas/auth';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatMoney } from '../../../lib/format-money';

type UsersTableProps = {
  users: UserListItem[];
  selectedId: string | null;
  onSelect: (user: UserListItem) => void;
};

export function fullName(user: Pick<UserListItem, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The All Users table: name (linking to the customer's page), email, balance and a Select button per row. */
export function UsersTable({ users, selectedId, onSelect }: UsersTableProps) {
  const columns: Array<Column<UserListItem>> = [
    {
      header: 'Name',
      cell: (user) => (
        <span>
          <Link className="data-table__name" to={`/admin/users/${encodeURIComponent(user._id)}`}>
            {fullName(user)}
          </Link>
          {user.role === 'admin' ? (
            <StatusBadge family="account" status="admin" className="users-table__badge" />
          ) : null}
          {user.disabled ? (
            <StatusBadge family="account" status="Disabled" className="users-table__badge" />
          ) : null}
        </span>
      ),
    },
    { header: 'Email', cell: (user) => user.email, wrap: true },
    { header: 'Balance', cell: (user) => formatMoney(user.balance), numeric: true },
    {
      header: 'Select',
      cell: (user) => {
        const selected = user._id === selectedId;
        return (
          <button
            type="button"
            className={`button ${selected ? 'button--primary' : 'button--secondary'} button--small nowrap`}
            aria-pressed={selected}
            onClick={() => onSelect(user)}
          >
            {selected ? 'Selected' : 'Select'}
            <span className="visually-hidden"> {fullName(user)}</span>
          </button>
        );
      },
    },
  ];
  return (
    <DataTable
      label="All users"
      columns={columns}
      rows={users}
      rowKey={(user) => user._id}
      rowClassName={(user) => (user._id === selectedId ? 'data-table__row--selected' : undefined)}
    />
  );
}
