import { useRef, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Schedule } from '../../../shared/schemas/standing-orders';
import { useCreateStandingOrder } from './api/use-create-standing-order';
import { useSendTransfer, type TransferKind } from './api/use-send-transfer';
import { useStepUp } from '../../components/ui/step-up';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Review<T> = { values: T; idempotencyKey: string };

/**
 * The two steps of a transfer: the form, then a confirmation with the PIN. One idempotency key is made
 * when the confirmation opens and used for every send from it, so a double click or a retry after a lost
 * answer cannot pay twice. Editing the details and confirming again makes a new key.
 */
export function useTransferFlow<T>(kind: TransferKind, successText: string) {
  // A large transfer by a customer with two-step on may first ask for a code (step-up), then goes on.
  const stepUp = useStepUp();
  const transfer = useSendTransfer(kind, stepUp.run);
  const standing = useCreateStandingOrder(kind);
  // Which call the confirmation made last: its pending state and error are the ones shown.
  const [asStanding, setAsStanding] = useState(false);
  const send = asStanding ? standing : transfer;
  const [review, setReview] = useState<Review<T> | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // Guards the moment between a click and React disabling the button.
  const sending = useRef(false);

  const openReview = (values: T) => {
    transfer.reset();
    standing.reset();
    setSuccess(null);
    setReview({ values, idempotencyKey: newIdempotencyKey() });
  };

  const closeReview = () => {
    transfer.reset();
    standing.reset();
    setReview(null);
  };

  /** Sends the confirmed transfer, or with a `schedule` sets it up as a standing order instead. */
  const confirm = (body: Record<string, unknown>, onSent: () => void, schedule?: Schedule) => {
    if (!review || sending.current) return;
    sending.current = true;
    setAsStanding(Boolean(schedule));
    const settled = () => {
      sending.current = false;
    };
    if (schedule) {
      standing.mutate(
        { transfer: body, schedule },
        {
          onSuccess: () => {
            setReview(null);
            setSuccess(messages.standingOrders.created);
            onSent();
          },
          onSettled: settled,
        },
      );
      return;
    }
    transfer.mutate(
      { body, idempotencyKey: review.idempotencyKey },
      {
        onSuccess: () => {
          setReview(null);
          setSuccess(successText);
          onSent();
          // SPEC.md §8 names an alert; the same text also stays on the page.
          window.alert(successText);
        },
        onSettled: settled,
      },
    );
  };

  return {
    review,
    success,
    send,
    openReview,
    closeReview,
    confirm,
    dismissSuccess: () => setSuccess(null),
    stepUpDialog: stepUp.dialog,
  };
}
