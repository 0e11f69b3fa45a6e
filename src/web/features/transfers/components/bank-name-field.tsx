import { useState } from 'react';
import { isThisBank, LOCAL_BANKS, listedBank } from '../../../../shared/local-banks';
import { messages } from '../../../../shared/messages';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { BoundField } from '../../../lib/form-fields';

const OTHER = 'other';

type BankNameFieldProps = BoundField & { value: string; onPick: (bankName: string) => void };

/**
 * The bank of a local transfer, picked from a list with this bank first; "Another bank" opens a text
 * field for any other name. The form's `bankName` holds the name either way, as the API takes it.
 */
export function BankNameField({ value, onPick, error, ...field }: BankNameFieldProps) {
  const [typing, setTyping] = useState(() => value !== '' && !listedBank(value));
  const choice = typing ? OTHER : (listedBank(value) ?? '');

  const choose = (next: string) => {
    setTyping(next === OTHER);
    onPick(next === OTHER ? '' : next);
  };

  return (
    <>
      <Select
        label="Bank name"
        value={choice}
        error={typing ? undefined : error}
        hint={
          isThisBank(value)
            ? messages.payments.thisBankHint
            : value
              ? messages.payments.otherBankHint
              : undefined
        }
        onChange={(event) => choose(event.target.value)}
      >
        {LOCAL_BANKS.map((bank) => (
          <option key={bank} value={bank}>
            {bank}
          </option>
        ))}
        <option value={OTHER}>{messages.payments.otherBank}</option>
      </Select>
      {typing ? (
        <TextField label={messages.payments.otherBankName} autoComplete="off" error={error} {...field} />
      ) : null}
    </>
  );
}
