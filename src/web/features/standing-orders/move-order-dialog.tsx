import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { accountGapMessages, potMessages } from '../../../shared/account-messages';
import type { Frequency } from '../../../shared/schemas/standing-orders';
import { AmountInput } from '../../components/ui/amount-input';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/form-message';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { maskedNumber, useAccounts } from '../../lib/accounts-query';
import { errorText } from '../../lib/api-client';
import { formatMoney } from '../../lib/format-money';
import { useCreateMoveOrder } from './use-standing-orders';

const FORM_ID = 'move-order-form';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A standing order between the customer's own accounts (POST /standing-orders/moves): From lists every account,
 * To every account too with the pots first chosen, whatever their number. No PIN: nothing leaves the customer.
 */
export function MoveOrderDialog({ open, onClose }: { open: boolean; onClose: (message?: string) => void }) {
  const accounts = useAccounts();
  const create = useCreateMoveOrder();
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  const list = accounts.data ?? [];
  const options = list.map((a) => ({
    value: a._id,
    label: `${a.name} ${maskedNumber(a.accountNumber)} · ${formatMoney(a.balance)}`,
  }));
  // Checking and Savings come first in GET /accounts; a pot is what a standing order into a pot fills.
  const firstPot = list[2]?._id;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '').trim();
    const repeats = frequency !== 'once';
    create.mutate(
      {
        from: text('from'),
        to: text('to'),
        amount: text('amount'),
        schedule: {
          frequency,
          firstDate: text('firstDate'),
          ...(repeats && text('endDate') ? { endDate: text('endDate') } : {}),
          ...(repeats && text('count') ? { count: Number(text('count')) } : {}),
        },
      },
      { onSuccess: (answer) => onClose(answer.message) },
    );
  };
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={accountGapMessages.moveOrderTitle}
      closeLabel="Cancel"
      actions={
        <Button type="submit" form={FORM_ID} disabled={create.isPending || !firstPot}>
          {accountGapMessages.moveOrderCreate}
        </Button>
      }
    >
      <form id={FORM_ID} className="stack-sm" onSubmit={submit} noValidate key={list.length}>
        <p className="muted">{accountGapMessages.moveOrderIntro}</p>
        {accounts.isSuccess && !firstPot ? <p>{accountGapMessages.moveOrderNoPots}</p> : null}
        <Select label={potMessages.from} name="from" options={options} defaultValue={list[0]?._id} />
        <Select label={potMessages.to} name="to" options={options} defaultValue={firstPot} />
        <AmountInput label={potMessages.amount} name="amount" required />
        <Select
          label="Repeats"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as Frequency)}
          options={[
            { value: 'once', label: 'Once, on a date' },
            { value: 'weekly', label: 'Every week' },
            { value: 'monthly', label: 'Every month' },
          ]}
        />
        <TextField label="First date" name="firstDate" type="date" defaultValue={tomorrow()} />
        {frequency !== 'once' ? (
          <>
            <TextField label="End date (optional)" name="endDate" type="date" />
            <TextField label="Number of moves (optional)" name="count" inputMode="numeric" />
          </>
        ) : null}
        <FormMessage tone="error">
          {create.isError ? errorText(create.error, messages.generic.internal) : null}
        </FormMessage>
      </form>
    </Dialog>
  );
}
