import type { UserProfile } from '../../../../shared/schemas/auth';
import { formatMoney } from '../../../lib/format-money';

/** Full name, email, phone, role, account number and balance (SPEC.md §2 My Account). */
export function AccountDetails({ user }: { user: UserProfile }) {
  const rows: [string, string][] = [
    ['Full name', `${user.firstName} ${user.lastName}`],
    ['Email', user.email],
    ['Phone', user.phone],
    ['Role', user.role],
    ['Account number', user.accountNumber || '—'],
    ['Balance', formatMoney(user.balance)],
  ];
  return (
    <section className="card" aria-labelledby="account-details-title">
      <h2 id="account-details-title" className="subtitle">
        Account details
      </h2>
      <dl className="facts facts--columns">
        {rows.map(([label, value]) => (
          <div key={label} className="facts__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
