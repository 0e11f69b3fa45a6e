import type { UserProfile } from '../../../../shared/schemas/auth';
import { formatMoney } from '../../../lib/format-money';
import { Facts, type Fact } from '../../../components/ui/facts';
import { Card } from '../../../components/ui/card';

/** Full name, email, phone, role, account number and balance (SPEC.md §2 My Account). */
export function AccountDetails({ user }: { user: UserProfile }) {
  const rows: Fact[] = [
    ['Full name', `${user.firstName} ${user.lastName}`],
    ['Email', user.email],
    ['Phone', user.phone],
    ['Role', user.role],
    ['Account number', user.accountNumber || '—'],
    ['Balance', formatMoney(user.balance)],
  ];
  return (
    <Card title="Account details" titleClassName="subtitle">
      <Facts className="facts facts--columns" lines={rows} />
    </Card>
  );
}
