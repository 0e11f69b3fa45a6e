import { AmountInput } from '../../../components/ui/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { DetailsField } from './details-field';
import { PaymentAccountField } from './payment-account-field';
import { bindFields } from '../../../lib/form-fields';
import type { FieldsProps } from './transfer-page';

export type LocalTransferForm = {
  amount: string;
  paymentAccount: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  details: string;
};

/** SPEC.md §3 local transfer form: amount, paymentAccount, bankName, accountNumber, accountName, details. */
export function LocalTransferFields({ form, accounts, paymentAccount }: FieldsProps<LocalTransferForm>) {
  const field = bindFields(form);
  return (
    <div className="columns form-columns">
      <AmountInput {...field('amount')} />
      <PaymentAccountField accounts={accounts} selected={paymentAccount} {...field('paymentAccount')} />
      <TextField
        label="Bank name"
        autoComplete="off"
        hint="Write Vault Bank for an account with us: it arrives at once."
        {...field('bankName')}
      />
      <TextField label="Account number" inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
      <TextField
        label="Account name"
        autoComplete="off"
        className="form-columns__wide"
        {...field('accountName')}
      />
      <DetailsField {...field('details')} />
    </div>
  );
}
