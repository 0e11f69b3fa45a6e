import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { alertSettingsBody, type AlertSettings } from '../../../shared/schemas/alerts';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorText } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

type Form = {
  low: boolean;
  lowAmount: string;
  out: boolean;
  outAmount: string;
  moneyIn: boolean;
  newSignIn: boolean;
};

const formOf = (s: AlertSettings): Form => ({
  low: s.lowBalance !== null,
  lowAmount: s.lowBalance?.toString() ?? '100',
  out: s.paymentOutAbove !== null,
  outAmount: s.paymentOutAbove?.toString() ?? '500',
  moneyIn: s.moneyIn,
  newSignIn: s.newSignIn,
});

type ToggleProps = { label: string; checked: boolean; onChange: (on: boolean) => void };

function Toggle({ label, checked, onChange }: ToggleProps) {
  return (
    <label className="checkbox-line">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** An alert that takes an amount: the switch, and the amount field while it is on. */
function Threshold(
  props: ToggleProps & { amountLabel: string; amount: string; onAmount: (text: string) => void },
) {
  return (
    <div className="stack-sm">
      <Toggle label={props.label} checked={props.checked} onChange={props.onChange} />
      {props.checked ? (
        <TextField
          label={props.amountLabel}
          inputMode="decimal"
          value={props.amount}
          onChange={(e) => props.onAmount(e.target.value)}
        />
      ) : null}
    </div>
  );
}

function AlertsForm({ initial }: { initial: AlertSettings }) {
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(formOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => apiRequest<AlertSettings>('/alerts/settings', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(queryKeys.alerts, saved),
  });
  const set = (changes: Partial<Form>) => {
    setForm((f) => ({ ...f, ...changes }));
    save.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      lowBalance: form.low ? form.lowAmount.trim() : null,
      paymentOutAbove: form.out ? form.outAmount.trim() : null,
      moneyIn: form.moneyIn,
      newSignIn: form.newSignIn,
    };
    const parsed = alertSettingsBody.safeParse(body);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.generic.invalidInput));
    if (parsed.success) save.mutate(body);
  };
  return (
    <form className="form stack" onSubmit={submit} noValidate aria-label="Alerts">
      <Threshold
        label="My balance falls below"
        checked={form.low}
        onChange={(low) => set({ low })}
        amountLabel="Low balance amount"
        amount={form.lowAmount}
        onAmount={(lowAmount) => set({ lowAmount })}
      />
      <Threshold
        label="A payment out is above"
        checked={form.out}
        onChange={(out) => set({ out })}
        amountLabel="Payment out amount"
        amount={form.outAmount}
        onAmount={(outAmount) => set({ outAmount })}
      />
      <Toggle label="Any money comes in" checked={form.moneyIn} onChange={(moneyIn) => set({ moneyIn })} />
      <Toggle
        label="Someone signs in from a new browser"
        checked={form.newSignIn}
        onChange={(newSignIn) => set({ newSignIn })}
      />
      <FormMessage tone="error">
        {problem ?? (save.isError ? errorText(save.error, messages.generic.internal) : null)}
      </FormMessage>
      <FormMessage tone="success">{save.isSuccess ? messages.alerts.saved : null}</FormMessage>
      <Button type="submit" className="form-submit" disabled={save.isPending}>
        Save alerts
      </Button>
    </form>
  );
}

/** `/Alerts` (My Account): what the bank tells the customer about, in the bell and by e-mail. */
export function AlertsPage() {
  const settings = useQuery({
    queryKey: queryKeys.alerts,
    queryFn: ({ signal }) => apiRequest<AlertSettings>('/alerts/settings', { signal }),
  });
  return (
    <div className="page stack">
      <PageHeader title={messages.alerts.title} subtitle={messages.alerts.subtitle} />
      <section className="card panel">
        {settings.data ? (
          <AlertsForm initial={settings.data} />
        ) : settings.isError ? (
          <p role="alert">{errorText(settings.error, messages.generic.internal)}</p>
        ) : (
          <p role="status">Loading alerts...</p>
        )}
      </section>
    </div>
  );
}
