import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { QrCodeSvg } from '../../components/ui/qr-code-svg';
import { useStepUp } from '../../components/ui/step-up';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorText } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import './security.css';

type Setup = { secret: string; otpauthUrl: string };

/** Scan, type a code, keep the recovery codes: two-step sign-in turned on. */
function Enrol({ onDone }: { onDone: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const start = useMutation({
    mutationFn: () => apiRequest<Setup>('/users/mfa/totp/setup', { method: 'POST' }),
    onSuccess: setSetup,
  });
  const enable = useMutation({
    mutationFn: () =>
      apiRequest<{ recoveryCodes: string[] }>('/users/mfa/totp/enable', {
        method: 'POST',
        body: { code: code.trim() },
      }),
    onSuccess: (answer) => onDone(answer.recoveryCodes),
  });
  if (!setup) {
    return (
      <div className="stack-sm security__actions">
        <FormMessage tone="info">{messages.mfa.recommend}</FormMessage>
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          Set up two-step sign-in
        </Button>
        <FormMessage tone="error">
          {start.isError ? errorText(start.error, messages.generic.internal) : null}
        </FormMessage>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate();
  };
  return (
    <form className="form stack-sm" onSubmit={submit} noValidate aria-label="Turn on two-step sign-in">
      <p>{messages.mfa.scan}</p>
      <div className="security__qr">
        <QrCodeSvg text={setup.otpauthUrl} label="QR code for your authenticator app" />
      </div>
      <p className="muted">
        Key: <code className="security__key">{setup.secret}</code>
      </p>
      <TextField
        label={messages.mfa.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <FormMessage tone="error">
        {enable.isError ? errorText(enable.error, messages.generic.internal) : null}
      </FormMessage>
      <Button type="submit" disabled={enable.isPending || code.trim().length < 6}>
        Turn on
      </Button>
    </form>
  );
}

/** `/Security`: two-step sign-in with an authenticator app, on or off. */
export function SecurityPage() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.mfa,
    queryFn: ({ signal }) => apiRequest<{ totp: boolean }>('/users/mfa', { signal }),
  });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const stepUp = useStepUp();
  const disable = useMutation({
    mutationFn: () =>
      stepUp.run(() => apiRequest<{ message: string }>('/users/mfa/totp/disable', { method: 'POST' })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.mfa }),
  });
  const enrolled = (codes: string[]) => {
    setRecoveryCodes(codes);
    disable.reset();
    void client.invalidateQueries({ queryKey: queryKeys.mfa });
  };

  return (
    <div className="page stack">
      <PageHeader title={messages.mfa.title} subtitle={messages.mfa.subtitle} />
      <section className="card panel stack" aria-labelledby="two-step-title">
        <h2 id="two-step-title" className="section-title">
          Two-step sign-in
        </h2>
        {recoveryCodes ? (
          <div className="stack-sm security__actions">
            <FormMessage tone="success">{messages.mfa.enabled}</FormMessage>
            <ul className="security__codes" aria-label="Recovery codes">
              {recoveryCodes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {status.data?.totp ? (
          <div className="stack-sm security__actions">
            {recoveryCodes ? null : <p>{messages.mfa.on}</p>}
            <Button variant="danger" onClick={() => disable.mutate()} disabled={disable.isPending}>
              Turn off two-step sign-in
            </Button>
          </div>
        ) : status.data ? (
          <>
            {disable.isSuccess ? <FormMessage tone="success">{messages.mfa.disabled}</FormMessage> : null}
            <Enrol onDone={enrolled} />
          </>
        ) : (
          <p role="status">Loading...</p>
        )}
        <FormMessage tone="error">
          {disable.isError ? errorText(disable.error, messages.generic.internal) : null}
        </FormMessage>
        {stepUp.dialog}
      </section>
    </div>
  );
}
