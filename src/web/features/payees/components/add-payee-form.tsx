import { useState, type FormEvent } from 'react';
import { ACCOUNT_TYPES } from '../../../../shared/constants';
import { COUNTRIES } from '../../../../shared/countries';
import { messages } from '../../../../shared/messages';
import { payeeBody, type PayeeBody, type PayeeCheck } from '../../../../shared/schemas/payees';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { useCheckPayee, useSavePayee } from '../../../lib/payees-api';
import { useStepUp } from '../../../components/ui/step-up';

type Fields = {
  type: 'local' | 'international';
  name: string;
  nickname: string;
  bankName: string;
  accountNumber: string;
  routingNumber: string;
  bankCountry: string;
  accountType: string;
};
const empty: Fields = {
  type: 'local',
  name: '',
  nickname: '',
  bankName: '',
  accountNumber: '',
  routingNumber: '',
  bankCountry: '',
  accountType: 'Checking',
};

function bodyOf(f: Fields): unknown {
  const common = {
    name: f.name,
    nickname: f.nickname || undefined,
    bankName: f.bankName,
    accountNumber: f.accountNumber,
  };
  return f.type === 'local'
    ? { type: 'local', ...common }
    : {
        type: 'international',
        ...common,
        routingNumber: f.routingNumber,
        bankCountry: f.bankCountry,
        accountType: f.accountType,
      };
}

const TONES: Record<PayeeCheck['result'], 'success' | 'info' | 'error'> = {
  match: 'success',
  close_match: 'info',
  no_match: 'error',
  unavailable: 'info',
};

/**
 * Adding a payee: the details are checked first (confirmation of payee) and the answer shown; only then can
 * they be saved. A close match offers the holder's name; changing any detail asks for a new check.
 */
export function AddPayeeForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [checked, setChecked] = useState<{ body: PayeeBody; result: PayeeCheck } | null>(null);
  const check = useCheckPayee();
  const stepUp = useStepUp();
  const save = useSavePayee(stepUp.run);

  const set = (name: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setChecked(null);
    save.reset();
  };

  const runCheck = (values: Fields) => {
    const parsed = payeeBody.safeParse(bodyOf(values));
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? 'type') as keyof Fields;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const body = bodyOf(values) as PayeeBody;
    check.mutate(body, { onSuccess: (result) => setChecked({ body, result }) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) return runCheck(fields);
    save.mutate(checked.body, {
      onSuccess: () => {
        setFields(empty);
        setChecked(null);
      },
    });
  };

  const takeSuggested = (name: string) => {
    const next = { ...fields, name };
    setFields(next);
    runCheck(next);
  };

  const international = fields.type === 'international';
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Add a payee">
      <div className="columns form-columns">
        <Select
          label="Type"
          value={fields.type}
          onChange={(e) => set('type')(e.target.value)}
          options={[
            { value: 'local', label: 'Local' },
            { value: 'international', label: 'International' },
          ]}
        />
        <TextField
          label="Account name"
          value={fields.name}
          error={errors.name}
          onChange={(e) => set('name')(e.target.value)}
        />
        <TextField
          label="Nickname (optional)"
          value={fields.nickname}
          error={errors.nickname}
          onChange={(e) => set('nickname')(e.target.value)}
        />
        <TextField
          label="Bank name"
          value={fields.bankName}
          error={errors.bankName}
          onChange={(e) => set('bankName')(e.target.value)}
        />
        <TextField
          label="Account number"
          value={fields.accountNumber}
          error={errors.accountNumber}
          onChange={(e) => set('accountNumber')(e.target.value)}
        />
        {international ? (
          <>
            <TextField
              label="Routing number or BIC"
              value={fields.routingNumber}
              error={errors.routingNumber}
              onChange={(e) => set('routingNumber')(e.target.value)}
            />
            <Select
              label="Country"
              value={fields.bankCountry}
              placeholder="Choose a country"
              error={errors.bankCountry}
              onChange={(e) => set('bankCountry')(e.target.value)}
              options={COUNTRIES}
            />
            <Select
              label="Account type"
              value={fields.accountType}
              error={errors.accountType}
              onChange={(e) => set('accountType')(e.target.value)}
              options={ACCOUNT_TYPES}
            />
          </>
        ) : null}
      </div>
      {checked ? (
        <div className="stack-sm">
          <FormMessage tone={TONES[checked.result.result]}>{checked.result.message}</FormMessage>
          {checked.result.suggestedName ? (
            <Button variant="secondary" onClick={() => takeSuggested(checked.result.suggestedName!)}>
              Use {checked.result.suggestedName}
            </Button>
          ) : null}
        </div>
      ) : null}
      <FormMessage tone="error">
        {check.isError ? errorText(check.error, messages.generic.internal) : null}
      </FormMessage>
      <FormMessage tone="error">
        {save.isError ? errorText(save.error, messages.generic.internal) : null}
      </FormMessage>
      <FormMessage tone="success">{save.isSuccess ? messages.payees.added : null}</FormMessage>
      <Button type="submit" className="form-submit" disabled={check.isPending || save.isPending}>
        {checked ? 'Save payee' : 'Check payee'}
      </Button>
      {stepUp.dialog}
    </form>
  );
}
