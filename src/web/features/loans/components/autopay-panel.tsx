import { useState, type FormEvent } from 'react';
import { PIN_LENGTH } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Notice, type NoticeValue } from '../../../components/ui/notice';
import { PinField } from '../../../components/ui/secret-fields';
import { formatMoney } from '../../../lib/format-money';
import { useAutopay, useSetAutopay } from '../api/use-loans';
import { loanErrorText } from '../loan-feedback';

const m = messages.autopay;

/**
 * Automatic repayment of an Approved loan (issue 49 part 5): each instalment paid from Checking on its
 * due date. Turning it on asks for the PIN, as any standing instruction to pay does; off needs none.
 */
export function AutopayPanel({ loanId }: { loanId: string }) {
  const state = useAutopay(loanId);
  const set = useSetAutopay(loanId);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const [feedback, setFeedback] = useState<NoticeValue>(null);
  const autopay = state.data;

  const send = (body: { enabled: boolean; pincode?: string }) => {
    setFeedback(null);
    set.mutate(body, {
      onSuccess: (answer) => {
        setPin('');
        setFeedback({ tone: 'success', text: answer.message });
      },
      onError: (error) => setFeedback({ tone: 'error', text: loanErrorText(error) }),
    });
  };
  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^[0-9]{${PIN_LENGTH}}$`).test(pin)) return setPinError(messages.pin.exactlyFour);
    setPinError(undefined);
    send({ enabled: true, pincode: pin });
  };

  if (!autopay) return null;
  return (
    <div className="card-stack autopay">
      <p className="muted">{m.explain}</p>
      <p className="autopay__state">
        {autopay.enabled ? m.on : autopay.endedReason === 'repaid' ? m.ended : m.off}
        {autopay.enabled && autopay.nextDueDate && autopay.nextAmount !== null
          ? ` ${m.nextDue(autopay.nextDueDate, formatMoney(autopay.nextAmount))}`
          : null}
      </p>
      {autopay.enabled ? (
        <Button variant="secondary" disabled={set.isPending} onClick={() => send({ enabled: false })}>
          {m.turnOff}
        </Button>
      ) : (
        <form className="form" onSubmit={turnOn} noValidate aria-label={m.title}>
          <PinField value={pin} onChange={(e) => setPin(e.target.value)} error={pinError} />
          <Button type="submit" disabled={set.isPending}>
            {m.turnOn}
          </Button>
        </form>
      )}
      <Notice notice={feedback} />
    </div>
  );
}
