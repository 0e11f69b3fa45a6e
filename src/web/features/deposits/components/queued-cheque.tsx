import type { ReactNode } from 'react';
import type { AdminDeposit } from '../../../../shared/schemas/deposits';
import type { ItemParts } from '../../../components/ui/decision-queue';
import { formatMoney } from '../../../lib/format-money';
import { DepositStatusBadge } from '../deposit-status';
import { ChequeImage } from './cheque-image';

type QueuedChequeProps = { deposit: AdminDeposit; parts: ItemParts };

function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** One cheque in the queue: the image beside who sent it, how much and when, and the decision. */
export function QueuedCheque(props: QueuedChequeProps) {
  const { deposit, parts } = props;
  const amount = formatMoney(deposit.amount);
  return (
    <li className="queued-cheque">
      <ChequeImage imageUrl={deposit.imageUrl} label={`Cheque of ${amount} from ${deposit.customer.name}`} />
      <div className="queued-cheque__body">
        <dl className="queued-cheque__facts">
          <Fact term="Customer">
            <span className="queued-cheque__name">{deposit.customer.name}</span>
            <span className="queued-cheque__muted">{deposit.customer.email}</span>
          </Fact>
          <Fact term="Amount" className="queued-cheque__amount">
            {amount}
          </Fact>
          <Fact term="Date">
            <time dateTime={deposit.createdAt}>{new Date(deposit.createdAt).toLocaleString()}</time>
          </Fact>
          <Fact term="Reference" className="queued-cheque__reference">
            {deposit.reference}
          </Fact>
          <Fact term="Status">
            <DepositStatusBadge status={deposit.status} reason={deposit.reason} />
          </Fact>
        </dl>
        {deposit.status === 'Pending' ? parts.actions : null}
        {parts.form}
      </div>
    </li>
  );
}
