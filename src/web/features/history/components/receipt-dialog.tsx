import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { CloseIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useReceipt } from '../api/use-receipt';
import { ReceiptDetails } from './receipt-details';

type ReceiptDialogProps = { transactionId: string | null; onClose: () => void };

/**
 * The receipt in a native modal dialog: the browser keeps focus inside it, moves focus in, makes the page
 * behind inert and closes it on Escape. The page returns focus to the button that opened it.
 */
export function ReceiptDialog({ transactionId, onClose }: ReceiptDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const receipt = useReceipt(transactionId);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (transactionId && !dialog.open) dialog.showModal();
    if (!transactionId && dialog.open) dialog.close();
  }, [transactionId]);

  const close = () => ref.current?.close();
  // A click on the dimmed backdrop lands on the dialog element itself, outside its content box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      ref={ref}
      className="receipt-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="receipt-dialog__content">
        <header className="receipt-dialog__header">
          <h2 id={titleId} className="receipt-dialog__title">
            Receipt
          </h2>
          <button type="button" className="receipt-dialog__x" aria-label="Close receipt" onClick={close}>
            <CloseIcon />
          </button>
        </header>
        {receipt.isPending && transactionId ? <p role="status">{messages.history.loadingReceipt}</p> : null}
        {receipt.isError ? (
          <FormMessage tone="error">{errorText(receipt.error, messages.history.receiptError)}</FormMessage>
        ) : null}
        {receipt.data ? <ReceiptDetails receipt={receipt.data} /> : null}
        <footer className="receipt-dialog__footer">
          {receipt.data ? (
            <a
              className="button button--secondary"
              href={`/transactions/${encodeURIComponent(receipt.data._id)}/receipt.pdf`}
              download
            >
              Download PDF
            </a>
          ) : null}
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </footer>
      </div>
    </dialog>
  );
}
