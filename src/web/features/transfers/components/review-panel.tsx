import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PIN_LENGTH } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import type { Quote } from '../transfer-math';
import { PinField } from '../../../components/ui/secret-fields';
import { Card } from '../../../components/ui/card';

export type ReviewRow = { label: string; value: string };

type ReviewPanelProps = {
  rows: ReviewRow[];
  quote: Quote;
  feeNote?: string;
  sending: boolean;
  error: ReactNode;
  /** Shown instead of the PIN field while the customer has no PIN yet. */
  pinMissing?: ReactNode;
  onConfirm: (pincode: string) => void;
  onBack: () => void;
};

const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/** The confirmation step: what will leave the account, then the PIN. Focus lands on the PIN field. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { rows, quote, feeNote, sending, error, pinMissing, onConfirm, onBack } = props;
  const pinRef = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [pinProblem, setPinProblem] = useState<string | undefined>();

  useEffect(() => {
    pinRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setPinProblem(messages.pin.exactlyFour);
      return;
    }
    setPinProblem(undefined);
    onConfirm(pin);
  };

  return (
    <Card className="stack" title="Confirm your transfer">
      <dl className="facts">
        {rows.map((row) => (
          <div key={row.label} className="facts__line">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="facts__line">
          <dt>Amount</dt>
          <dd>{formatCents(quote.amountCents)}</dd>
        </div>
        <div className="facts__line">
          <dt>Fee</dt>
          <dd>{formatCents(quote.feeCents)}</dd>
        </div>
        <div className="facts__line facts__line--total">
          <dt className="text-lg">Total</dt>
          <dd className="text-lg">{formatCents(quote.totalCents)}</dd>
        </div>
      </dl>
      {feeNote ? <p className="text-success strong">{feeNote}</p> : null}
      {pinMissing ? (
        <>
          {pinMissing}
          <div>
            <Button variant="secondary" onClick={onBack}>
              Edit details
            </Button>
          </div>
        </>
      ) : (
        <form
          className="form transfer-review__form"
          onSubmit={submit}
          noValidate
          aria-label="Confirm with PIN"
        >
          <PinField
            ref={pinRef}
            value={pin}
            error={pinProblem}
            onChange={(event) => setPin(event.target.value)}
          />
          {error}
          <div className="row-wrap gap-3">
            <Button variant="secondary" onClick={onBack} disabled={sending}>
              Edit details
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Confirm transfer'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
