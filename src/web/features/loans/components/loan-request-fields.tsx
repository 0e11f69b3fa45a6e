import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  ACCOUNT_TYPES,
  LOAN_DURATIONS,
  LOAN_TYPES,
  PIN_LENGTH,
  REPAYMENT_PLANS,
} from '../../../../shared/constants';
import { AmountInput } from '../../../components/ui/amount-input';
import { TextField } from '../../../components/ui/text-field';
import { Select } from '../../../components/ui/select';

/** SPEC.md §3 loan request payload: every field is a string while typed. */
export type LoanForm = {
  amount: string;
  account: string;
  type: string;
  duration: string;
  repayment: string;
  details: string;
  pincode: string;
};

export const emptyLoanForm: LoanForm = {
  amount: '',
  account: '',
  type: '',
  duration: '',
  repayment: '',
  details: '',
  pincode: '',
};

type Props = { register: UseFormRegister<LoanForm>; errors: FieldErrors<LoanForm> };

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
export function LoanRequestFields({ register, errors }: Props) {
  return (
    <div className="columns form-columns">
      <AmountInput error={errors.amount?.message} {...register('amount')} />
      <Select
        label="Account"
        hint="The loan is paid into this account."
        error={errors.account?.message}
        {...register('account')}
      >
        <Options values={ACCOUNT_TYPES} placeholder="Select account" />
      </Select>
      <Select label="Loan type" error={errors.type?.message} {...register('type')}>
        <Options values={LOAN_TYPES} placeholder="Select loan type" />
      </Select>
      <Select label="Duration" error={errors.duration?.message} {...register('duration')}>
        <Options values={LOAN_DURATIONS} placeholder="Select duration" />
      </Select>
      <Select label="Repayment" error={errors.repayment?.message} {...register('repayment')}>
        <Options values={REPAYMENT_PLANS} placeholder="Select repayment plan" />
      </Select>
      <TextField
        label="Pincode"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        pattern="[0-9]*"
        error={errors.pincode?.message}
        {...register('pincode')}
      />
      <div className="field form-columns__wide">
        <label className="field__label" htmlFor="loan-details">
          Details
        </label>
        <textarea
          id="loan-details"
          className="field__input field__input--long"
          maxLength={500}
          placeholder="What is the loan for?"
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? 'loan-details-error' : undefined}
          {...register('details')}
        />
        {errors.details ? (
          <p id="loan-details-error" className="field__error">
            {errors.details.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
