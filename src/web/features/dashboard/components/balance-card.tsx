import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format-money';

type BalanceCardProps = { balance: number; accountNumber: string };

/** The headline figure: what the customer can spend now. */
export function BalanceCard({ balance, accountNumber }: BalanceCardProps) {
  return (
    <section className="relative balance-card" aria-labelledby="current-balance-title">
      <h2 id="current-balance-title" className="strong balance-card__label">
        Current Balance
      </h2>
      <p className="mt-1 tabular balance-card__amount">{formatMoney(balance)}</p>
      {accountNumber ? <p className="mt-1 balance-card__account">Account number {accountNumber}</p> : null}
      <div className="row-wrap balance-card__actions">
        <Link className="bold balance-card__link" to="/HistoryPage">
          View Details
        </Link>
        <Link className="bold balance-card__link balance-card__link--outline" to="/MyAccountPage">
          Account Details
        </Link>
      </div>
    </section>
  );
}
