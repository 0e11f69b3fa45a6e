import { ACCOUNT_TYPES, LOAN_DURATIONS, LOAN_TYPES, REPAYMENT_PLANS } from '../../../../shared/constants';
import { AmountInput } from '../../../components/ui/amount-input';
import { TextAreaField } from '../../../components/ui/text-field';
import { Select } from '../../../components/ui/select';
import type { FieldBinder } from '../../../lib/form-fields';
import { PinField } from '../../../components/ui/secret-fields';
import type { LoanRequestBody } from '../api/use-loans';

/** The form holds the request body as typed (SPEC.md §3: every field a string). */
export type LoanForm = LoanRequestBody;

export const emptyLoanForm: LoanForm = {
  amount: '',
  account: '',
  type: '',
  duration: '',
  repayment: '',
  details: '',
  pincode: '',
};

type Props = { field: FieldBinder<LoanForm> };

function Options({ values, placeholder }: { values: readonly string[]; placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/** SPEC.md §2 Loan request: amount, account (Savings/Checking), type, duration, repayment, details, PIN. */
export function LoanRequestFields({ field }: Props) {
  return (
    <div className="columns form-columns">
      <AmountInput {...field('amount')} />
      <Select label="Account" hint="The loan is paid into this account." {...field('account')}>
        <Options values={ACCOUNT_TYPES} placeholder="Select account" />
      </Select>
      <Select label="Loan type" {...field('type')}>
        <Options values={LOAN_TYPES} placeholder="Select loan type" />
      </Select>
      <Select label="Duration" {...field('duration')}>
        <Options values={LOAN_DURATIONS} placeholder="Select duration" />
      </Select>
      <Select label="Repayment" {...field('repayment')}>
        <Options values={REPAYMENT_PLANS} placeholder="Select repayment plan" />
      </Select>
      <PinField {...field('pincode')} />
      <TextAreaField
        label="Details"
        className="form-columns__wide"
        maxLength={500}
        placeholder="What is the loan for?"
        {...field('details')}
      />
    </div>
  );
}
