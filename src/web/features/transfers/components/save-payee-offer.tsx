import { messages } from '../../../../shared/messages';
import type { PayeeBody } from '../../../../shared/schemas/payees';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { useSavePayee } from '../../../lib/payees-api';
import { useStepUp } from '../../../components/ui/step-up';

/** After a transfer to details typed in: one click keeps them as a payee for next time. */
export function SavePayeeOffer({ body }: { body: PayeeBody | null }) {
  const stepUp = useStepUp();
  const save = useSavePayee(stepUp.run);
  if (!body) return null;
  return (
    <div className="stack-sm">
      {save.isSuccess ? (
        <FormMessage tone="success">{messages.payees.saved}</FormMessage>
      ) : (
        <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate(body)}>
          {messages.payees.savePayee}
        </Button>
      )}
      <FormMessage tone="error">
        {save.isError ? errorText(save.error, messages.generic.internal) : null}
      </FormMessage>
      {stepUp.dialog}
    </div>
  );
}
