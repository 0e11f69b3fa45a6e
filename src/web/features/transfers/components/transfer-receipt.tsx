import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messages } from '../../../../shared/messages';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Facts } from '../../../components/ui/facts';
import { LocalTime } from '../../../components/ui/local-time';
import { formatMoney } from '../../../lib/format-money';
import type { Sent } from '../use-transfer-flow';
import { receiptPdfUrl, TransferReceiptDialog } from './transfer-receipt-dialog';

type TransferReceiptProps = {
  sent: Sent;
  /** SPEC.md §8's text for this kind ("Transfer initiated!"), or the standing order's. */
  title: string;
  onSendAnother: () => void;
  /** Under the facts: the offer to save the payee. */
  children?: ReactNode;
};

/** When the money arrives: at once inside the bank, after settlement elsewhere, or on the order's date. */
function arrival(sent: Sent): string {
  if (sent.kind === 'standing') return messages.payments.scheduledFor(sent.standingOrder.firstDate);
  return sent.transaction.status === 'Successful'
    ? messages.payments.arrivesNow
    : messages.payments.arrivesLater;
}

/**
 * Success is a receipt: how much went to whom, its reference and when it arrives, with the full receipt,
 * its PDF and "Send another". Focus moves to its heading, since the button pressed has gone away.
 */
export function TransferReceipt({ sent, title, onSendAnother, children }: TransferReceiptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), [sent]);
  const payment = sent.kind === 'payment' ? sent.transaction : null;
  const amount = payment ? payment.amount : sent.kind === 'standing' ? sent.standingOrder.amount : 0;
  return (
    <section className="card stack transfer-receipt" aria-labelledby="transfer-receipt-title">
      <div role="status" className="stack-xs">
        <h2 id="transfer-receipt-title" ref={heading} tabIndex={-1} className="transfer-receipt__title">
          {title}
        </h2>
        <p className="text-xl bold tabular m-0">
          {formatMoney(amount)} <span className="muted text-lg">to {sent.to}</span>
        </p>
      </div>
      <Facts
        lines={[
          ['To', sent.to],
          payment ? ['Reference', payment.reference, 'mono'] : null,
          ['Arrives', arrival(sent)],
          payment ? ['Fee', formatMoney(payment.fee)] : null,
          payment ? ['Sent', <LocalTime key="sent" iso={payment.createdAt} />] : null,
          payment?.details ? ['Details', payment.details] : null,
        ]}
      />
      <div className="row-wrap gap-3">
        {payment ? (
          <>
            <Button variant="secondary" onClick={() => setViewing(payment._id)}>
              {messages.payments.viewReceipt}
            </Button>
            <a className="button button--secondary" href={receiptPdfUrl(payment._id)} download>
              {messages.payments.downloadPdf}
            </a>
          </>
        ) : (
          <ButtonLink variant="secondary" to="/StandingOrders">
            {messages.payments.seeStandingOrders}
          </ButtonLink>
        )}
        <Button onClick={onSendAnother}>{messages.payments.sendAnother}</Button>
      </div>
      {children}
      <TransferReceiptDialog transactionId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
