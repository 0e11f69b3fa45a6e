import type { AdminDeposit } from '../../../../shared/schemas/deposits';
import type { ItemParts } from '../../../components/ui/decision-queue';
import { formatMoney } from '../../../lib/format-money';
import { DepositStatusBadge } from '../deposit-status';
import { ChequeImage } from './cheque-image';

type QueuedChequeProps = { deposit: AdminDeposit; parts: ItemParts };

/** One cheque in the queue: the image beside who sent it, how much and when, and the decision. */
export function QueuedCheque(props: QueuedChequeProps) {
  const { deposit, parts } = props;
  const amount = formatMoney(deposit.amount);
  const created = new Date(deposit.createdAt);
  return (
    <li className="queued-cheque">
      <ChequeImage imageUrl={deposit.imageUrl} label={`Cheque of ${amount} from ${deposit.customer.name}`} />
      <div className="queued-cheque__body">
        <dl className="queued-cheque__facts">
          <div>
            <dt>Customer</dt>
            <dd>
              <span className="queued-cheque__name">{deposit.customer.name}</span>
              <span className="queued-cheque__muted">{deposit.customer.email}</span>
            </dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="queued-cheque__amount">{amount}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={deposit.createdAt}>{created.toLocaleString()}</time>
            </dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className="queued-cheque__reference">{deposit.reference}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <DepositStatusBadge status={deposit.status} reason={deposit.reason} />
            </dd>
          </div>
        </dl>
        {deposit.status === 'Pending' ? parts.actions : null}
        {parts.form}
      </div>
    </li>
  );
}
