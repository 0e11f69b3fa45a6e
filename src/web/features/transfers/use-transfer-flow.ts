import { useRef, useState } from 'react';
import { useSendTransfer, type TransferKind } from './api/use-send-transfer';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Review<T> = { values: T; idempotencyKey: string };

/**
 * The two steps of a transfer: the form, then a confirmation with the PIN. One idempotency key is made
 * when the confirmation opens and used for every send from it, so a double click or a retry after a lost
 * answer cannot pay twice. Editing the details and confirming again makes a new key.
 */
export function useTransferFlow<T>(kind: TransferKind, successText: string) {
  const send = useSendTransfer(kind);
  const [review, setReview] = useState<Review<T> | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // Guards the moment between a click and React disabling the button.
  const sending = useRef(false);

  const openReview = (values: T) => {
    send.reset();
    setSuccess(null);
    setReview({ values, idempotencyKey: newIdempotencyKey() });
  };

  const closeReview = () => {
    send.reset();
    setReview(null);
  };

  const confirm = (body: Record<string, unknown>, onSent: () => void) => {
    if (!review || sending.current) return;
    sending.current = true;
    send.mutate(
      { body, idempotencyKey: review.idempotencyKey },
      {
        onSuccess: () => {
          setReview(null);
          setSuccess(successText);
          onSent();
          // SPEC.md §8 names an alert; the same text also stays on the page.
          window.alert(successText);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { review, success, send, openReview, closeReview, confirm, dismissSuccess: () => setSuccess(null) };
}
