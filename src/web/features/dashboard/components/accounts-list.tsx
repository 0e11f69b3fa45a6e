import { Link } from 'react-router';
import { potMessages } from '../../../../shared/account-messages';
import { Card } from '../../../components/ui/card';
import { Facts } from '../../../components/ui/facts';
import { maskedNumber, useAccounts } from '../../../lib/accounts-query';
import { formatMoney } from '../../../lib/format-money';

/** Every account of the customer (Checking, Savings and each pot), however many, with a way to the pots. */
export function AccountsList() {
  const accounts = useAccounts();
  if (!accounts.data) return null;
  return (
    <Card
      className="summary"
      title={potMessages.accounts}
      titleClassName="subtitle"
      aria-label={potMessages.accounts}
    >
      <Facts
        lines={accounts.data.map(
          (a) => [`${a.name} ${maskedNumber(a.accountNumber)}`, formatMoney(a.balance)] as const,
        )}
      />
      <Link className="bold" to="/Pots">
        {potMessages.seePots}
      </Link>
    </Card>
  );
}
