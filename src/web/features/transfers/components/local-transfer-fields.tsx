import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Account } from '../../../../shared/schemas/transfers';
import { AmountInput } from '../../../components/ui/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { DetailsField } from './details-field';
import { PaymentAccountField } from './payment-account-field';

export type LocalTransferForm = {
  amount: string;
  paymentAccount: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  details: string;
};

type LocalTransferFieldsProps = {
  register: UseFormRegister<LocalTransferForm>;
  errors: FieldErrors<LocalTransferForm>;
  accounts: Account[] | undefined;
  paymentAccount: string;
};

/** SPEC.md §3 local transfer form: amount, paymentAccount, bankName, accountNumber, accountName, details. */
export function LocalTransferFields({
  register,
  errors,
  accounts,
  paymentAccount,
}: LocalTransferFieldsProps) {
  return (
    <div className="columns form-columns">
      <AmountInput error={errors.amount?.message} {...register('amount')} />
      <PaymentAccountField
        accounts={accounts}
        selected={paymentAccount}
        error={errors.paymentAccount?.message}
        registration={register('paymentAccount')}
      />
      <TextField
        label="Bank name"
        autoComplete="off"
        hint="Write Vault Bank for an account with us: it arrives at once."
        error={errors.bankName?.message}
        {...register('bankName')}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        label="Account name"
        autoComplete="off"
        className="form-columns__wide"
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <DetailsField error={errors.details?.message} {...register('details')} />
    </div>
  );
}
