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
import { Card } from '../../components/ui/card';

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
      <Card className="panel stack" title="Two-step sign-in">
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
        {status.data?.totp ? (
          <div className="stack-sm items-start">
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
      </Card>
      <Card className="panel stack" title={messages.passkeys.title}>
        <PasskeysPanel />
      </Card>
    </div>
  );
}
