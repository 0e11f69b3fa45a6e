import { PAYMENT_STATUSES } from '../../../shared/constants';
import type { Account } from '../../../shared/schemas/transfers';
import { noFilters, type StatementFilters } from '../../lib/statement-filters';
import { Button } from './button';
import { FilterBar } from './filter-bar';
import { Select } from './select';
import { TextField } from './text-field';

type StatementFilterBarProps = {
  label: string;
  value: StatementFilters;
  accounts: Account[] | undefined;
  /** How an account reads in its option, e.g. "Checking ••8105". */
  accountLabel: (account: Account) => string;
  onChange: (filters: StatementFilters) => void;
};

/** Narrow a statement by account, direction, status and dates; each change reloads the list. */
export function StatementFilterBar({
  label,
  value,
  accounts,
  accountLabel,
  onChange,
}: StatementFilterBarProps) {
  const set = (key: keyof StatementFilters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const clear = (
    <Button
      variant="secondary"
      disabled={!Object.values(value).some(Boolean)}
      onClick={() => onChange(noFilters)}
    >
      Clear filters
    </Button>
  );
  const accountOptions = accounts?.map((account) => ({ value: account._id, label: accountLabel(account) }));
  return (
    <FilterBar label={label} actions={clear}>
      <Select
        label="Account"
        placeholder="All accounts"
        options={accountOptions}
        value={value.account}
        onChange={set('account')}
      />
      <Select
        label="Type"
        placeholder="All types"
        options={[
          { value: 'deposit', label: 'Deposit' },
          { value: 'withdrawal', label: 'Withdrawal' },
        ]}
        value={value.type}
        onChange={set('type')}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        options={PAYMENT_STATUSES}
        value={value.status}
        onChange={set('status')}
      />
      <TextField label="From date" type="date" value={value.from} onChange={set('from')} />
      <TextField label="To date" type="date" value={value.to} onChange={set('to')} />
    </FilterBar>
  );
}
