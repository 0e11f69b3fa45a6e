import { useMemo, useRef, useState } from 'react';
import { dollarsToCents } from '../../../../shared/money';
import { useForm, useWatch } from 'react-hook-form';
import { ACCOUNT_TYPES } from '../../../../shared/constants';
import { repayBody } from '../../../../shared/schemas/loans';
import { Button } from '../../../components/ui/button';
import { AmountInput } from '../../../components/ui/amount-input';
import { useAccounts } from '../../../lib/accounts-query';
import { NetworkError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { useRepayLoan } from '../api/use-loans';
import { schemaResolver } from '../form-resolver';
import { loanErrorText } from '../loan-feedback';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { Select } from '../../../components/ui/select';
import { bindFields } from '../../../lib/form-fields';
import { PinField } from '../../../components/ui/secret-fields';
import { Notice, type NoticeValue } from '../../../components/ui/notice';

type RepayForm = { amount: string; account: string; pincode: string };
const emptyForm: RepayForm = { amount: '', account: 'Checking', pincode: '' };

/** Repays part or all of what is owed from Checking or Savings, confirmed with the PIN. */
export function RepayForm({ loanId, outstanding }: { loanId: string; outstanding: number }) {
  const accounts = useAccounts();
  const repay = useRepayLoan();
  const [feedback, setFeedback] = useState<NoticeValue>(null);
  // One key per repayment: a second send of the same one (a lost answer) is answered, never paid twice.
  const key = useRef<string | null>(null);
  const resolver = useMemo(
    () => schemaResolver<RepayForm>(repayBody(dollarsToCents(outstanding))),
    [outstanding],
  );
  const form = useForm<RepayForm>({ resolver, defaultValues: emptyForm });
  const { handleSubmit, reset, control } = form;
  const field = bindFields(form);
  const account = useWatch({ control, name: 'account' });
  const chosen = accounts.data?.find((a) => a.name === account);

  const onSubmit = handleSubmit((values) => {
    if (repay.isPending) return;
    setFeedback(null);
    key.current ??= newIdempotencyKey();
    repay.mutate(
      { id: loanId, body: { ...values, amount: values.amount.trim() }, idempotencyKey: key.current },
      {
        onSuccess: (answer) => {
          key.current = null;
          setFeedback({ tone: 'success', text: answer.message });
          reset(emptyForm);
        },
        onError: (error) => {
          if (!(error instanceof NetworkError)) key.current = null;
          setFeedback({ tone: 'error', text: loanErrorText(error) });
        },
      },
    );
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Repay loan">
      <div className="columns form-columns">
        <AmountInput
          label="Repayment amount"
          hint={`You owe ${formatMoney(outstanding)}.`}
          {...field('amount', { onChange: () => (key.current = null) })}
        />
        <Select
          label="Pay from"
          hint={chosen ? `Available: ${formatMoney(chosen.balance)}` : undefined}
          {...field('account', { onChange: () => (key.current = null) })}
        >
          {[...ACCOUNT_TYPES].reverse().map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        <PinField {...field('pincode')} />
      </div>
      <Notice notice={feedback} />
      <Button type="submit" className="form-submit" disabled={repay.isPending}>
        {repay.isPending ? 'Repaying...' : 'Repay'}
      </Button>
    </form>
  );
}
