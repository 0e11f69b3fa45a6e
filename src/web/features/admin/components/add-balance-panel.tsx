import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { AmountInput } from '../../../components/ui/amount-input';
import { errorText } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useIncreaseBalance } from '../api/use-increase-balance';
import { overviewKey } from '../api/use-overview';
import { Card } from '../../../components/ui/card';

type Selected = { id: string; name: string } | null;

type AddBalancePanelProps = { selected: Selected; onDone: () => void };

const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

function amountProblem(selected: Selected, amount: string): string | null {
  if (!selected) return messages.admin.selectUser;
  if (!amount) return messages.admin.amountRequired;
  if (!AMOUNT_PATTERN.test(amount) || Number(amount) <= 0) return messages.admin.amountInvalid;
  return null;
}

/** Above the four-eyes limit the server answers 202 with the pending request: its message, not "Added …". */
function pendingMessage(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('request' in answer)) return null;
  const { message } = answer as { message?: unknown };
  return typeof message === 'string' ? message : null;
}

/**
 * Credit the selected user's balance, in two steps: Add shows what will happen (amount and customer) and
 * Confirm and add sends it. The result is shown on the page (SPEC.md's "Added … to …'s balance"), not in a
 * native alert; a refusal from the server too.
 */
export function AddBalancePanel({ selected, onDone }: AddBalancePanelProps) {
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const increase = useIncreaseBalance();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [review, setReview] = useState<{ id: string; name: string; amount: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = amount.trim();
    const found = amountProblem(selected, text);
    setProblem(found);
    setDone(null);
    setPending(null);
    increase.reset();
    setReview(found || !selected ? null : { ...selected, amount: text });
  };

  const confirm = () => {
    if (!review) return;
    const { amount: text, ...chosen } = review;
    setReview(null);
    increase.mutate(
      { userId: chosen.id, amount: Number(text) },
      {
        onSuccess: (answer) => {
          void queryClient.invalidateQueries({ queryKey: overviewKey });
          const waiting = pendingMessage(answer);
          if (waiting) {
            setPending(waiting);
            setAmount('');
            onDone();
            return;
          }
          setDone(messages.admin.balanceAdded(text, chosen.name));
          setAmount('');
          onDone();
        },
      },
    );
  };

  return (
    <Card className="add-balance card-stack" title="Add to balance">
      <p className="muted">
        {selected ? (
          <>
            Selected user: <strong>{selected.name}</strong>
          </>
        ) : (
          'No user selected. Choose one in the table above.'
        )}
      </p>
      <form className="add-balance__form field-row" onSubmit={submit} noValidate>
        <AmountInput freeText value={amount} onChange={(event) => setAmount(event.target.value)} />
        <Button type="submit" disabled={increase.isPending}>
          {increase.isPending ? 'Adding…' : 'Add'}
        </Button>
      </form>
      {review ? (
        <div
          className="stack-xs items-start rounded bordered p-3 add-balance__review"
          role="group"
          aria-label={messages.moneyFirst.creditReview}
        >
          <p className="bold">
            {messages.moneyFirst.creditQuestion(formatMoney(Number(review.amount)), review.name)}
          </p>
          <div className="row-wrap">
            <Button onClick={confirm}>{messages.moneyFirst.confirmCredit}</Button>
            <Button variant="secondary" onClick={() => setReview(null)}>
              {messages.moneyFirst.change}
            </Button>
          </div>
        </div>
      ) : null}
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {increase.isError ? (
        <FormMessage tone="error">{errorText(increase.error, messages.generic.internal)}</FormMessage>
      ) : null}
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
      {pending ? <FormMessage tone="info">{pending}</FormMessage> : null}
    </Card>
  );
}
