import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ACCOUNT_TYPES } from '../../../../shared/constants';
import type { Account } from '../../../../shared/schemas/transfers';
import { AmountInput } from '../../../components/ui/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { CountryField } from './country-field';
import { DetailsField } from './details-field';
import { PaymentAccountField } from './payment-account-field';
import { Select } from '../../../components/ui/select';

export type InternationalTransferForm = {
  amount: string;
  paymentAccount: string;
  accountType: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  bankCountry: string;
  routingNumber: string;
  details: string;
};

type InternationalTransferFieldsProps = {
  register: UseFormRegister<InternationalTransferForm>;
  errors: FieldErrors<InternationalTransferForm>;
  accounts: Account[] | undefined;
  paymentAccount: string;
  bankCountry: string;
  onPickCountry: (code: string) => void;
};

/** SPEC.md §3 international transfer form, every field required except details. */
export function InternationalTransferFields(props: InternationalTransferFieldsProps) {
  const { register, errors, accounts, paymentAccount, bankCountry, onPickCountry } = props;
  return (
    <div className="columns form-columns">
      <AmountInput error={errors.amount?.message} {...register('amount')} />
      <PaymentAccountField
        accounts={accounts}
        selected={paymentAccount}
        error={errors.paymentAccount?.message}
        registration={register('paymentAccount')}
      />
      <Select label="Account type" error={errors.accountType?.message} {...register('accountType')}>
        <option value="">Choose one</option>
        {ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
      <TextField
        label="Bank name"
        autoComplete="off"
        error={errors.bankName?.message}
        {...register('bankName')}
      />
      <TextField
        label="Account name"
        autoComplete="off"
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <CountryField
        registration={register('bankCountry')}
        value={bankCountry}
        onPick={onPickCountry}
        error={errors.bankCountry?.message}
      />
      <TextField
        label="Account number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The IBAN where the bank's country uses one."
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        label="Routing number (bank code)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="The BIC/SWIFT code; for the United States also a 9-digit ABA number."
        error={errors.routingNumber?.message}
        {...register('routingNumber')}
      />
      <DetailsField error={errors.details?.message} {...register('details')} />
    </div>
  );
}
