import type { ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { ACCOUNT_TYPES } from '../../../../shared/constants';
import { AmountInput } from '../../../components/ui/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { CountryField } from './country-field';
import { DetailsField } from './details-field';
import { PaymentAccountField } from './payment-account-field';
import { Select } from '../../../components/ui/select';
import { bindFields } from '../../../lib/form-fields';
import type { FieldsProps } from './transfer-page';

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

/** SPEC.md §3 international transfer form, every field required except details; a saved payee stands for the bank details. */
export function InternationalTransferFields(props: FieldsProps<InternationalTransferForm>) {
  const { form, accounts, paymentAccount, payee, quote } = props;
  const field = bindFields(form);
  const bankCountry = useWatch({ control: form.control, name: 'bankCountry' });
  const pickCountry = (code: string) =>
    form.setValue('bankCountry', code, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  return (
    <div className="columns form-columns">
      {payee ? null : (
        <>
          <TextField label="Bank name" autoComplete="off" {...field('bankName')} />
          <TextField label="Account name" autoComplete="off" {...field('accountName')} />
          <Select label="Account type" {...field('accountType')}>
            <option value="">Choose one</option>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
          <CountryField {...field('bankCountry')} value={bankCountry} onPick={pickCountry} />
          <CodeField
            label="Account number"
            hint="The IBAN where the bank's country uses one."
            {...field('accountNumber')}
          />
          <CodeField
            label="Routing number (bank code)"
            hint="The BIC/SWIFT code; for the United States also a 9-digit ABA number."
            {...field('routingNumber')}
          />
        </>
      )}
      <AmountInput {...field('amount')} />
      <PaymentAccountField accounts={accounts} selected={paymentAccount} {...field('paymentAccount')} />
      {quote}
      <DetailsField {...field('details')} />
    </div>
  );
}

/** A bank code typed as printed (an IBAN, a BIC): in capitals, never completed or spell-checked. */
function CodeField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}
