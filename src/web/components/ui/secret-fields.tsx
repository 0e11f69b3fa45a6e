import type { ComponentProps } from 'react';
import { PIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { TextField } from './text-field';

type SecretFieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/** The 4-digit PIN: hidden as it is typed, the digit keypad on a phone, never autofilled. */
export function PinField({ label = 'Pincode', ...props }: SecretFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PIN_LENGTH}
      pattern="[0-9]*"
      {...props}
    />
  );
}

/** A code from an authenticator app (or a recovery code); a phone offers the code it just received. */
export function OneTimeCodeField({ label = messages.mfa.codeLabel, ...props }: SecretFieldProps) {
  return <TextField label={label} autoComplete="one-time-code" inputMode="numeric" {...props} />;
}
