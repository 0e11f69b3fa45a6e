import { useRef, useState } from 'react';
import type { Schedule, StandingOrder } from '../../../shared/schemas/standing-orders';
import type { Transaction } from '../../../shared/schemas/transfers';
import { useCreateStandingOrder } from './api/use-create-standing-order';
import { useSendTransfer, type TransferKind } from './api/use-send-transfer';
import { useStepUp } from '../../components/ui/step-up';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Review<T> = { values: T; idempotencyKey: string };

/** What was sent, for the receipt: the payment, or the standing order set up instead; and to whom. */
export type Sent =
  | { kind: 'payment'; transaction: Transaction; to: string }
  | { kind: 'standing'; standingOrder: StandingOrder; to: string };

/**
 * The two steps of a transfer: the form, then a confirmation with the PIN. One idempotency key is made
 * when the confirmation opens and used for every send from it, so a double click, a retry after a lost
 * answer or a new tap after "You're offline" cannot pay twice. Editing the details makes a new key.
 */
export function useTransferFlow<T>(kind: TransferKind) {
  // A large transfer by a customer with two-step on may first ask for a code (step-up), then goes on.
  const stepUp = useStepUp();
  const transfer = useSendTransfer(kind, stepUp.run);
  const standing = useCreateStandingOrder(kind);
  // Which call the confirmation made last: its pending state and error are the ones shown.
  const [asStanding, setAsStanding] = useState(false);
  const send = asStanding ? standing : transfer;
  const [review, setReview] = useState<Review<T> | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  // Guards the moment between a click and React disabling the button.
  const sending = useRef(false);

  const reset = () => {
    transfer.reset();
    standing.reset();
  };

  const openReview = (values: T) => {
    reset();
    setSent(null);
    setReview({ values, idempotencyKey: newIdempotencyKey() });
  };

  const closeReview = () => {
    reset();
    setReview(null);
  };

  const done = (what: Sent, onSent: () => void) => {
    setReview(null);
    setSent(what);
    onSent();
  };

  /** Sends the confirmed transfer to `to`, or with a `schedule` sets it up as a standing order instead. */
  const confirm = (body: Record<string, unknown>, to: string, onSent: () => void, schedule?: Schedule) => {
    if (!review || sending.current) return;
    sending.current = true;
    setAsStanding(Boolean(schedule));
    const onSettled = () => {
      sending.current = false;
    };
    if (schedule) {
      standing.mutate(
        { transfer: body, schedule },
        {
          onSuccess: (answer) => done({ kind: 'standing', standingOrder: answer.standingOrder, to }, onSent),
          onSettled,
        },
      );
      return;
    }
    transfer.mutate(
      { body, idempotencyKey: review.idempotencyKey },
      {
        onSuccess: (answer) => done({ kind: 'payment', transaction: answer.transaction, to }, onSent),
        onSettled,
      },
    );
  };

  return {
    review,
    sent,
    send,
    openReview,
    closeReview,
    confirm,
    sendAnother: () => setSent(null),
    stepUpDialog: stepUp.dialog,
  };
}
