import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { accountGapMessages, potMessages } from '../../../shared/account-messages';
import { POT_NAME_MAX, type Pot } from '../../../shared/schemas/pots';
import { AmountInput } from '../../components/ui/amount-input';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { useEditPot, type EditPotInput } from './use-pots';

const FORM_ID = 'edit-pot-form';

/** What the form changes: only the fields that differ from the pot are sent (PATCH). */
function changesOf(pot: Pot, data: FormData): EditPotInput {
  const text = (k: string) => String(data.get(k) ?? '').trim();
  const changes: EditPotInput = {};
  if (text('name') !== pot.name) changes.name = text('name');
  if (data.get('noGoal')) {
    if (pot.goalAmount !== null) changes.goalAmount = null;
  } else if (text('goalAmount') && Number(text('goalAmount')) !== pot.goalAmount) {
    changes.goalAmount = text('goalAmount');
  }
  if (data.get('noGoalDate')) {
    if (pot.goalDate !== null) changes.goalDate = null;
  } else if (text('goalDate') && text('goalDate') !== pot.goalDate) {
    changes.goalDate = text('goalDate');
  }
  if (text('lockedUntil') && text('lockedUntil') !== pot.lockedUntil)
    changes.lockedUntil = text('lockedUntil');
  return changes;
}

/**
 * Edit a pot: its name, goal amount and date (or none), and a later lock. The lock's field starts at the pot's
 * lock day and cannot go earlier while it holds; the server refuses a shorter one all the same.
 */
export function EditPotDialog({ pot, onClose }: { pot: Pot | null; onClose: (message?: string) => void }) {
  const edit = useEditPot();
  const [noChange, setNoChange] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pot) return;
    const changes = changesOf(pot, new FormData(event.currentTarget));
    setNoChange(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    edit.mutate({ id: pot._id, changes }, { onSuccess: (answer) => onClose(answer.message) });
  };
  const close = () => {
    edit.reset();
    setNoChange(false);
    onClose();
  };
  return (
    <Dialog
      open={Boolean(pot)}
      onClose={close}
      title={pot ? accountGapMessages.editTitle(pot.name) : ''}
      closeLabel="Cancel"
      actions={
        <Button type="submit" form={FORM_ID} disabled={edit.isPending}>
          {accountGapMessages.save}
        </Button>
      }
    >
      {pot ? (
        <form id={FORM_ID} className="stack-sm" onSubmit={submit} noValidate key={pot._id}>
          <TextField
            label={potMessages.name}
            name="name"
            defaultValue={pot.name}
            maxLength={POT_NAME_MAX}
            required
          />
          <AmountInput label={potMessages.goalAmount} name="goalAmount" defaultValue={pot.goalAmount ?? ''} />
          <label className="checkbox-line">
            <input type="checkbox" name="noGoal" /> {accountGapMessages.removeGoal}
          </label>
          <TextField
            label={potMessages.goalDate}
            name="goalDate"
            type="date"
            defaultValue={pot.goalDate ?? ''}
          />
          <label className="checkbox-line">
            <input type="checkbox" name="noGoalDate" /> {accountGapMessages.removeGoalDate}
          </label>
          <TextField
            label={potMessages.lockUntil}
            name="lockedUntil"
            type="date"
            defaultValue={pot.lockedUntil ?? ''}
            min={pot.locked ? (pot.lockedUntil ?? undefined) : undefined}
            hint={
              pot.locked && pot.lockedUntil
                ? accountGapMessages.lockExtendHint(pot.lockedUntil)
                : potMessages.lockHint
            }
          />
          <FormMessage tone="error">
            {edit.isError
              ? errorText(edit.error, messages.generic.internal)
              : noChange
                ? accountGapMessages.editNothing
                : null}
          </FormMessage>
        </form>
      ) : null}
    </Dialog>
  );
}
