import { Link } from 'react-router';
import type { UserListItem } from '../../../../shared/schemas/auth';
import { formatMoney } from '../../../lib/format-money';
import './users-table.css';

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
  return (
    <div className="table-wrap">
      <table className="users-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col" className="users-table__number">
              Balance
            </th>
            <th scope="col">Select</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const selected = user._id === selectedId;
            return (
              <tr key={user._id} className={selected ? 'users-table__row--selected' : undefined}>
                <td>
                  <Link className="users-table__name" to={`/admin/users/${encodeURIComponent(user._id)}`}>
                    {fullName(user)}
                  </Link>
                  {user.role === 'admin' ? <span className="badge">admin</span> : null}
                  {user.disabled ? <span className="badge badge--danger">Disabled</span> : null}
                </td>
                <td className="users-table__email">{user.email}</td>
                <td className="users-table__number">{formatMoney(user.balance)}</td>
                <td>
                  <button
                    type="button"
                    className={`button ${selected ? 'button--primary' : 'button--secondary'} users-table__select`}
                    aria-pressed={selected}
                    onClick={() => onSelect(user)}
                  >
                    {selected ? 'Selected' : 'Select'}
                    <span className="visually-hidden"> {fullName(user)}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
