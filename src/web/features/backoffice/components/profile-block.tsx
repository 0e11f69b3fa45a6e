import { formatMoney } from '../../../lib/format-money';
import type { CustomerDetail } from '../api/use-customer-detail';
import { dateTimeText } from '../backoffice-texts';

/** Who the customer is and their headline figures, as the customer's own dashboard shows them. */
export function ProfileBlock({ detail }: { detail: CustomerDetail }) {
  const { profile, status } = detail;
  const lines: Array<[string, string]> = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['Email', profile.email],
    ['Phone', profile.phone || '—'],
    ['Role', profile.role],
    ['Account number', profile.accountNumber || '—'],
    ['Created', dateTimeText(status.createdAt)],
  ];
  const figures: Array<[string, number]> = [
    ['Current balance', profile.balance],
    ['Savings balance', profile.savingsBalance],
    ['Loan balance', profile.loanBalance],
    ['Inflow this month', profile.inflow],
    ['Outflow this month', profile.outflow],
  ];
  return (
    <section className="card bo-section" aria-labelledby="bo-profile-title">
      <h2 id="bo-profile-title" className="section-title">
        Profile
      </h2>
      <dl className="facts facts--columns">
        {lines.map(([label, value]) => (
          <div key={label} className="facts__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {profile.role === 'customer' ? (
        <dl className="bo-figures">
          {figures.map(([label, value]) => (
            <div key={label} className="bo-figures__item">
              <dt>{label}</dt>
              <dd>{formatMoney(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
