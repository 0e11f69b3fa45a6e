import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type AmountInputProps = Omit<ComponentProps<typeof TextField>, 'label'> & {
  label?: string;
  /** A free text field (e.g. "1,250.00" typed from a cheque) instead of a number field with cents steps. */
  freeText?: boolean;
};

/** A labelled money amount in dollars: the decimal keypad on a phone, cents steps, no autofill. */
export function AmountInput({ label = 'Amount', freeText = false, ...props }: AmountInputProps) {
  const numberProps = freeText ? {} : { type: 'number', min: '0.01', step: '0.01' };
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      {...numberProps}
      {...props}
    />
  );
}
