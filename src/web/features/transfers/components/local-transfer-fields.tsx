import { useWatch } from 'react-hook-form';
import { AmountInput } from '../../../components/ui/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { BankNameField } from './bank-name-field';
import { DetailsField } from './details-field';
import { PayeeConfirmation } from './payee-confirmation';
import { PaymentAccountField } from './payment-account-field';
import { bindFields } from '../../../lib/form-fields';
import { usePayeeConfirmation } from '../use-payee-confirmation';
import type { FieldsProps } from './transfer-page';

export type LocalTransferForm = {
  amount: string;
  paymentAccount: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  details: string;
};

/**
 * SPEC.md §3 local transfer form: amount, paymentAccount, bankName, accountNumber, accountName, details.
 * Someone new is typed in (the bank picked from a list, the name checked as it is typed); a saved payee
 * stands for the destination fields, which then stay out of sight.
 */
export function LocalTransferFields({
  form,
  accounts,
  paymentAccount,
  payee,
  quote,
}: FieldsProps<LocalTransferForm>) {
  const field = bindFields(form);
  const [bankName = '', accountNumber = '', accountName = ''] = useWatch({
    control: form.control,
    name: ['bankName', 'accountNumber', 'accountName'],
  });
  const confirmation = usePayeeConfirmation({ bankName, accountNumber, accountName }, !payee);
  const set = (name: 'bankName' | 'accountName', value: string) =>
    form.setValue(name, value, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  return (
    <div className="columns form-columns">
      {payee ? null : (
        <>
          <BankNameField {...field('bankName')} value={bankName} onPick={(bank) => set('bankName', bank)} />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            {...field('accountNumber')}
          />
          <TextField
            label="Account name"
            autoComplete="off"
            className="form-columns__wide"
            {...field('accountName')}
          />
          <PayeeConfirmation confirmation={confirmation} onUseName={(name) => set('accountName', name)} />
        </>
      )}
      <AmountInput {...field('amount')} />
      <PaymentAccountField accounts={accounts} selected={paymentAccount} {...field('paymentAccount')} />
      {quote}
      <DetailsField {...field('details')} />
    </div>
  );
}
