import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import type { MfaStatus } from '../../../shared/schemas/passkeys';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { useStepUp } from '../../components/ui/step-up';
import { apiRequest, errorText } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { PasskeysPanel } from './components/passkeys-panel';
import { RecoveryCodes } from './components/recovery-codes';
import { TotpEnrol } from './components/totp-enrol';
import './security.css';

/** `/Security`: two-step sign-in with an authenticator app, on or off, and passkeys. */
export function SecurityPage() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: queryKeys.mfa,
    queryFn: ({ signal }) => apiRequest<MfaStatus>('/users/mfa', { signal }),
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
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
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
            <TotpEnrol onDone={enrolled} recommend={!status.data.twoStep} />
          </>
        ) : (
          <p role="status">Loading...</p>
        )}
        <FormMessage tone="error">
          {disable.isError ? errorText(disable.error, messages.generic.internal) : null}
        </FormMessage>
        {stepUp.dialog}
      </section>
      <section className="card panel stack" aria-labelledby="passkeys-title">
        <h2 id="passkeys-title" className="section-title">
          {messages.passkeys.title}
        </h2>
        <PasskeysPanel />
      </section>
    </div>
  );
}
