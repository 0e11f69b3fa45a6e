import { PAYMENT_ACCOUNT_OPTIONS } from '../../../../shared/constants';
import type { Account } from '../../../../shared/schemas/transfers';
import { formatMoney } from '../../../lib/format-money';
import { accountFor, paymentAccountLabel } from '../transfer-math';
import { Select } from '../../../components/ui/select';
import type { BoundField } from '../../../lib/form-fields';

type PaymentAccountFieldProps = BoundField & { accounts: Account[] | undefined; selected: string };

/** SPEC.md's "Account 1" / "Account 2", each named with the account it stands for and its balance shown. */
export function PaymentAccountField({ accounts, selected, ...field }: PaymentAccountFieldProps) {
  const chosen = accountFor(accounts, selected);
  return (
    <Select
      label="Payment account"
      hint={chosen ? `Available in ${chosen.name}: ${formatMoney(chosen.balance)}` : undefined}
      {...field}
    >
      {PAYMENT_ACCOUNT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {paymentAccountLabel(accounts, option)}
        </option>
      ))}
    </Select>
  );
}
