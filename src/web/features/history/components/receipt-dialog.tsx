import { messages } from '../../../../shared/messages';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { useReceipt } from '../api/use-receipt';
import { ReceiptDetails } from './receipt-details';

type ReceiptDialogProps = { transactionId: string | null; onClose: () => void };

/** The receipt of one transaction in the kit's modal dialog, with its PDF one click away. */
export function ReceiptDialog({ transactionId, onClose }: ReceiptDialogProps) {
  const receipt = useReceipt(transactionId);
  const download = receipt.data ? (
    <a
      className="button button--secondary"
      href={`/transactions/${encodeURIComponent(receipt.data._id)}/receipt.pdf`}
      download
    >
      Download PDF
    </a>
  ) : null;
  return (
    <Dialog
      open={Boolean(transactionId)}
      onClose={onClose}
      title="Receipt"
      closeLabel="Close receipt"
      actions={download}
    >
      {receipt.isPending && transactionId ? <p role="status">{messages.history.loadingReceipt}</p> : null}
      {receipt.isError ? (
        <FormMessage tone="error">{errorText(receipt.error, messages.history.receiptError)}</FormMessage>
      ) : null}
      {receipt.data ? <ReceiptDetails receipt={receipt.data} /> : null}
    </Dialog>
  );
}
