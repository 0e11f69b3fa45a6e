import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { Card } from '../../../components/ui/card';
import { PaymentAmount } from '../../../components/ui/payment-amount';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TryAgain } from '../../../components/ui/try-again';
import { localDate } from '../../../lib/format-date';
import { counterpartyName } from '../../../lib/payment-labels';

type RecentPaymentsProps = {
  payments: Transaction[] | undefined;
  error: boolean;
  onRetry: () => void;
};

/** One payment: who, when and its status, the signed amount; the whole line opens its receipt. */
function PaymentLine({ payment }: { payment: Transaction }) {
  const name = counterpartyName(payment);
  return (
    <li>
      <Link className="recent-payment" to={`/HistoryPage?receipt=${encodeURIComponent(payment._id)}`}>
        <span className="grid min-w-0">
          <span className="bold recent-payment__name">{name}</span>
          <span className="cluster gap-2 note">
            <time dateTime={payment.createdAt}>{localDate(payment.createdAt)}</time>{' '}
            <StatusBadge
              family="transaction"
              status={payment.status}
              text={payment.status || messages.history.pending}
            />
          </span>
        </span>
        <PaymentAmount transaction={payment} />
        <span className="visually-hidden">, {messages.moneyFirst.viewReceipt}</span>
      </Link>
    </li>
  );
}

/** The last five payments in and out, beside the sign-ins of Recent Activities; each opens its receipt. */
export function RecentPayments({ payments, error, onRetry }: RecentPaymentsProps) {
  return (
    <Card
      className="card-stack recent-payments"
      title={messages.moneyFirst.recentPayments}
      titleClassName="subtitle"
    >
      {error ? (
        <TryAgain message={messages.moneyFirst.paymentsError} onRetry={onRetry} />
      ) : payments && payments.length > 0 ? (
        <ul className="plain-list divided">
          {payments.map((payment) => (
            <PaymentLine key={payment._id} payment={payment} />
          ))}
        </ul>
      ) : (
        <p className="empty-note">{messages.moneyFirst.noPayments}</p>
      )}
      <Link className="bold" to="/HistoryPage">
        {messages.moneyFirst.allPayments}
      </Link>
    </Card>
  );
}
