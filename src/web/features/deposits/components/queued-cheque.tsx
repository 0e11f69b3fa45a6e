import { Fragment } from 'react';
import type { AdminDeposit } from '../../../../shared/schemas/deposits';
import type { ItemParts } from '../../../components/ui/decision-queue';
import { formatMoney } from '../../../lib/format-money';
import { DepositStatusBadge } from '../deposit-status';
import { ChequeImage } from './cheque-image';
import { Facts } from '../../../components/ui/facts';
import { LocalTime } from '../../../components/ui/local-time';

/** One cheque in the queue: the image beside who sent it, how much and when, and the decision. */
export function QueuedCheque({ deposit, parts }: { deposit: AdminDeposit; parts: ItemParts }) {
  const amount = formatMoney(deposit.amount);
  return (
    <li className="grid gap-4 bordered queued-cheque">
      <ChequeImage imageUrl={deposit.imageUrl} label={`Cheque of ${amount} from ${deposit.customer.name}`} />
      <div className="card-stack content-start">
        <Facts
          className="facts queued-cheque__facts"
          lineClassName=""
          termClassName="muted bold"
          lines={[
            [
              'Customer',
              <Fragment key="c">
                <span className="strong">{deposit.customer.name}</span>
                <span className="note">{deposit.customer.email}</span>
              </Fragment>,
              'grid',
            ],
            ['Amount', amount, 'text-lg bold tabular'],
            ['Date', <LocalTime key="d" iso={deposit.createdAt} />],
            ['Reference', deposit.reference, 'mono text-sm'],
            ['Status', <DepositStatusBadge key="s" status={deposit.status} reason={deposit.reason} />],
          ]}
        />
        {deposit.status === 'Pending' ? parts.actions : null}
        {parts.form}
      </div>
    </li>
  );
}
