import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { Dialog } from '../../../components/ui/dialog';
import { Facts } from '../../../components/ui/facts';
import { FormMessage } from '../../../components/ui/form-message';
import { LocalTime } from '../../../components/ui/local-time';
import { apiRequest, errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { queryKeys } from '../../../lib/query-keys';

/** The PDF receipt of a payment (GET /transactions/{id}/receipt.pdf), an attachment. */
export const receiptPdfUrl = (id: string) => `/transactions/${encodeURIComponent(id)}/receipt.pdf`;

type Props = { transactionId: string | null; onClose: () => void };

/** "View receipt" after a payment: the bank's record of it (GET /transactions/{id}), with its PDF. */
export function TransferReceiptDialog({ transactionId, onClose }: Props) {
  const receipt = useQuery({
    queryKey: queryKeys.transactions.receipt(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<Transaction>(`/transactions/${encodeURIComponent(transactionId ?? '')}`, { signal }),
    enabled: transactionId !== null,
  });
  const r = receipt.data;
  const to = r ? [r.counterparty.accountName, r.counterparty.bankName].filter(Boolean).join(', ') : '';
  return (
    <Dialog
      open={transactionId !== null}
      onClose={onClose}
      title="Receipt"
      closeLabel="Close receipt"
      actions={
        r ? (
          <a className="button button--secondary" href={receiptPdfUrl(r._id)} download>
            {messages.payments.downloadPdf}
          </a>
        ) : null
      }
    >
      {receipt.isPending ? <p role="status">{messages.history.loadingReceipt}</p> : null}
      {receipt.isError ? (
        <FormMessage tone="error">{errorText(receipt.error, messages.history.receiptError)}</FormMessage>
      ) : null}
      {r ? (
        <Facts
          lines={[
            ['Reference', r.reference, 'mono'],
            ['Status', r.status],
            ['Date', <LocalTime key="date" iso={r.createdAt} />],
            ['To', to],
            ['Account number', r.counterparty.accountNumber, 'mono'],
            ['Amount', formatMoney(r.amount)],
            ['Fee', formatMoney(r.fee)],
            ['Details', r.details],
          ]}
        />
      ) : null}
    </Dialog>
  );
}
