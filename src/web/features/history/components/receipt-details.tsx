import { formatMoney } from '../../../lib/format-money';
import { signedAmount } from '../../../lib/payment-labels';
import { maskedNumber } from '../../../lib/accounts-query';
import type { Receipt } from '../api/use-receipt';
import { localDateTime } from '../../../lib/format-date';
import { counterpartyLines, typeText } from '../history-labels';
import { CategoryField } from './category-field';
import { StatusBadge } from './status-badge';
import { Facts } from '../../../components/ui/facts';
import { DisputeSection } from './dispute-section';

/** What a bank receipt states: who, what, how much and its status (ledger postings are the back office's). */
export function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const counterparty = counterpartyLines(receipt.counterparty);
  return (
    <div className="stack-sm">
      <Facts
        lines={[
          [
            'Reference',
            <span key="ref" className="mono">
              {receipt.reference}
            </span>,
          ],
          ['Date', localDateTime(receipt.createdAt)],
          ['Description', receipt.description],
          ['Type', typeText(receipt.type)],
          ['Amount', signedAmount(receipt)],
          ['Fee', formatMoney(receipt.fee)],
          ['Status', <StatusBadge key="status" status={receipt.status} />],
          ['Account', `${receipt.account} ${maskedNumber(receipt.accountNumber)}`],
          ['Details', receipt.details || null],
          ['Reason', receipt.reason || null],
        ]}
      />
      {receipt.category ? (
        <CategoryField key={receipt._id} id={receipt._id} category={receipt.category} />
      ) : null}
      {counterparty.length > 0 ? (
        <>
          <h3 className="text-md">Counterparty</h3>
          <Facts lines={counterparty} />
        </>
      ) : null}
      {receipt.type === 'withdrawal' ? <DisputeSection key={receipt._id} paymentId={receipt._id} /> : null}
    </div>
  );
}
