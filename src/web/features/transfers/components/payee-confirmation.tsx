import { messages } from '../../../../shared/messages';
import type { PayeeCheck } from '../../../../shared/schemas/payees';
import { Button } from '../../../components/ui/button';
import type { Confirmation } from '../use-payee-confirmation';

const TONES: Record<PayeeCheck['result'], string> = {
  match: 'tone-success',
  close_match: 'tone-warning',
  no_match: 'tone-danger',
  unavailable: 'tone-info',
};

type PayeeConfirmationProps = { confirmation: Confirmation; onUseName: (name: string) => void };

/** The answer of confirmation of payee under the name, in a live region that keeps its place. */
export function PayeeConfirmation({ confirmation, onUseName }: PayeeConfirmationProps) {
  return (
    <div className="form-columns__wide live-slot payee-confirmation" role="status" aria-live="polite">
      {confirmation.state === 'checking' ? <p className="note">{messages.payments.checking}</p> : null}
      {confirmation.state === 'failed' ? <p className="text-danger">{confirmation.text}</p> : null}
      {confirmation.state === 'answered' ? (
        <div
          className={`row-wrap gap-3 rounded payee-confirmation__answer ${TONES[confirmation.check.result]}`}
        >
          <p className="m-0">{confirmation.check.message}</p>
          {confirmation.check.suggestedName ? (
            <Button
              variant="secondary"
              className="button--small"
              onClick={() => onUseName(confirmation.check.suggestedName!)}
            >
              Use {confirmation.check.suggestedName}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
