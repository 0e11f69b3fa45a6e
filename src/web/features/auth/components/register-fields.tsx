import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { TextField } from '../../../components/ui/text-field';
import type { FieldBinder } from '../../../lib/form-fields';

export type RegisterForm = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
};

type RegisterFieldsProps = {
  field: FieldBinder<RegisterForm>;
  password: string;
  email: string;
};

/** The six fields of SPEC.md §2 Registration, with the names the API expects. */
export function RegisterFields({ field, password, email }: RegisterFieldsProps) {
  return (
    <>
      <div className="form__row">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <PasswordStrengthMeter password={password} userInputs={[email]} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
