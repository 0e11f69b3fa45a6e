import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { formatMoney } from '../../../lib/format-money';

type BalanceCardProps = { balance: number; accountNumber: string; move: ReactNode; crypto: ReactNode };

/**
 * The headline figure, first on every screen size: what the customer can spend now, with what they do most
 * (Send money, Move to Savings, Statement; Deposit Crypto as a quieter button) and the spec's two links.
 */
export function BalanceCard({ balance, accountNumber, move, crypto }: BalanceCardProps) {
  return (
    <section className="relative balance-card" aria-labelledby="current-balance-title">
      <h2 id="current-balance-title" className="strong balance-card__label">
        Current Balance
      </h2>
      <p className="mt-1 tabular balance-card__amount">{formatMoney(balance)}</p>
      {accountNumber ? <p className="mt-1 balance-card__account">Account number {accountNumber}</p> : null}
      <div className="row-wrap balance-card__actions" role="group" aria-label="Quick actions">
        <Link className="bold balance-card__link" to="/LocalTransfer">
          {messages.moneyFirst.sendMoney}
        </Link>
        {move}
        <Link className="bold balance-card__link balance-card__link--outline" to="/HistoryPage">
          {messages.moneyFirst.statement}
        </Link>
        {crypto}
      </div>
      <p className="row-wrap gap-4 balance-card__more">
        <Link className="balance-card__text-link" to="/HistoryPage">
          View Details
        </Link>
        <Link className="balance-card__text-link" to="/MyAccountPage">
          Account Details
        </Link>
      </p>
    </section>
  );
}
