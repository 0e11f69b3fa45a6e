import { formatMoney } from '../../../lib/format-money';
import type { CustomerDetail } from '../api/use-customer-detail';
import { Facts, type Fact } from '../../../components/ui/facts';
import { localDateTime } from '../../../lib/format-date';
import { Card } from '../../../components/ui/card';

/** Who the customer is and their headline figures, as the customer's own dashboard shows them. */
export function ProfileBlock({ detail }: { detail: CustomerDetail }) {
  const { profile, status } = detail;
  const lines: Fact[] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['Email', profile.email],
    ['Phone', profile.phone || '—'],
    ['Role', profile.role],
    ['Account number', profile.accountNumber || '—'],
    ['Created', localDateTime(status.createdAt)],
  ];
  /** A figure: bold, its digits lined up. */
  const figure = 'm-0 bold tabular';
  const figures: Fact[] = [
    ['Current balance', formatMoney(profile.balance), figure],
    ['Savings balance', formatMoney(profile.savingsBalance), figure],
    ['Loan balance', formatMoney(profile.loanBalance), figure],
    ['Inflow this month', formatMoney(profile.inflow), figure],
    ['Outflow this month', formatMoney(profile.outflow), figure],
  ];
  return (
    <Card className="card-stack" title="Profile">
      <Facts className="facts facts--columns" lines={lines} />
      {profile.role === 'customer' ? (
        <Facts
          className="facts gap-3 bo-figures"
          lineClassName="p-3 rounded bg-muted"
          termClassName="note"
          lines={figures}
        />
      ) : null}
    </Card>
  );
}
