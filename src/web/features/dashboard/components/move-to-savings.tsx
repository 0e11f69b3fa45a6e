import { useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { AmountInput } from '../../../components/ui/amount-input';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { useAccounts } from '../../../lib/accounts-query';
import { errorText, NetworkError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useMoveToSavings } from '../api/use-move-to-savings';

type MoveToSavingsProps = { className: string };

/** The quick action "Move to Savings": an amount in a dialog, moved between own accounts at once, without a fee. */
export function MoveToSavings({ className }: MoveToSavingsProps) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const opener = useRef<HTMLButtonElement>(null);
  const accounts = useAccounts();
  const move = useMoveToSavings();
  const savings = accounts.data?.find((account) => account.name === 'Savings');

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!savings) return;
    setDone(null);
    const sent = { amount: amount.trim() };
    move.mutate(
      { ...sent, idempotencyKey: key.current },
      {
        onSuccess: () => {
          // The next move is a new payment: a new key. A failure keeps the key for the retry.
          key.current = newIdempotencyKey();
          setDone(messages.moneyFirst.moved(formatMoney(Number(sent.amount))));
          setAmount('');
        },
      },
    );
  };
  const failure = move.isError
    ? move.error instanceof NetworkError || !navigator.onLine
      ? messages.moneyFirst.offline
      : errorText(move.error, messages.generic.internal)
    : null;

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {messages.moneyFirst.moveToSavings}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={messages.moneyFirst.moveToSavings}
        closeLabel="Close"
        closeButton={false}
      >
        <form className="stack-sm" onSubmit={submit} noValidate>
          <AmountInput
            label={messages.moneyFirst.moveAmountLabel}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          {accounts.data && !savings ? (
            <FormMessage tone="error">{messages.moneyFirst.noSavings}</FormMessage>
          ) : null}
          <FormMessage tone="error">{failure}</FormMessage>
          <FormMessage tone="success">{done}</FormMessage>
          <Button type="submit" disabled={move.isPending || !savings}>
            {move.isPending ? messages.moneyFirst.moving : messages.moneyFirst.moveSubmit}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
