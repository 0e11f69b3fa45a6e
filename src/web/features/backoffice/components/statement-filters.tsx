import { useId, type ReactNode } from 'react';
import { PAYMENT_STATUSES } from '../../../../shared/constants';
import type { Account } from '../../../../shared/schemas/transfers';
import { Button } from '../../../components/ui/button';
import { noFilters, type StatementFilters } from '../api/use-customer-detail';

type StatementFiltersProps = {
  value: StatementFilters;
  accounts: Account[];
  onChange: (filters: StatementFilters) => void;
};

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The same filters as the customer's own statement; each change reloads the list. */
export function StatementFiltersBar({ value, accounts, onChange }: StatementFiltersProps) {
  const set = (key: keyof StatementFilters) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const filtered = Object.values(value).some(Boolean);
  return (
    <fieldset className="bo-filters">
      <legend className="visually-hidden">Filter the statement</legend>
      <Field label="Account">
        {(id) => (
          <select id={id} className="field__input" value={value.account} onChange={set('account')}>
            <option value="">All accounts</option>
            {accounts.map((account) => (
              <option key={account._id} value={account._id}>
                {`${account.name} ${account.accountNumber}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Type">
        {(id) => (
          <select id={id} className="field__input" value={value.type} onChange={set('type')}>
            <option value="">All types</option>
            <option value="deposit">Deposit</option>
            <option value="withdrawal">Withdrawal</option>
          </select>
        )}
      </Field>
      <Field label="Status">
        {(id) => (
          <select id={id} className="field__input" value={value.status} onChange={set('status')}>
            <option value="">All statuses</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="From date">
        {(id) => (
          <input id={id} className="field__input" type="date" value={value.from} onChange={set('from')} />
        )}
      </Field>
      <Field label="To date">
        {(id) => <input id={id} className="field__input" type="date" value={value.to} onChange={set('to')} />}
      </Field>
      <div className="bo-filters__button">
        <Button variant="secondary" disabled={!filtered} onClick={() => onChange(noFilters)}>
          Clear filters
        </Button>
      </div>
    </fieldset>
  );
}
