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

/** What two-step sign-in asks for, in words: on only by a factor the customer added (issue 46 part 7). */
function twoStepInWords(status: MfaStatus): string {
  if (!status.twoStep) return messages.mfa.offExplained;
  const factors = [
    status.passkeys > 0 ? messages.mfa.factorPasskey : null,
    status.totp ? messages.mfa.factorApp : null,
  ].filter(Boolean);
  return messages.mfa.onWith(factors.join(' or '));
}

/** `/Security`: two-step sign-in in words, the authenticator app, passkeys and recovery codes. */
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
  const renew = useMutation({
    mutationFn: () =>
      stepUp.run(() =>
        apiRequest<{ recoveryCodes: string[] }>('/users/mfa/recovery-codes', { method: 'POST' }),
      ),
    onSuccess: (answer) => setRenewed(answer.recoveryCodes),
  });
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const enrolled = (codes: string[]) => {
    setRecoveryCodes(codes);
    disable.reset();
    void client.invalidateQueries({ queryKey: queryKeys.mfa });
  };
  const data = status.data;

  return (
    <div className="page stack">
      <PageHeader title={messages.mfa.title} subtitle={messages.mfa.subtitle} />
      <Card className="panel stack" title="Two-step sign-in">
        {data ? <p data-testid="two-step-status">{twoStepInWords(data)}</p> : null}
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
        {data?.totp ? (
          <div className="stack-sm items-start">
            <Button variant="danger" onClick={() => disable.mutate()} disabled={disable.isPending}>
              {data.passkeys > 0 ? 'Remove the authenticator app' : 'Turn off two-step sign-in'}
            </Button>
          </div>
        ) : data ? (
          <>
            {disable.isSuccess ? <FormMessage tone="success">{messages.mfa.disabled}</FormMessage> : null}
            <TotpEnrol onDone={enrolled} recommend={!data.twoStep} run={stepUp.run} />
          </>
        ) : (
          <p role="status">Loading...</p>
        )}
        <FormMessage tone="error">
          {disable.isError
            ? errorText(disable.error, messages.generic.internal)
            : renew.isError
              ? errorText(renew.error, messages.generic.internal)
              : null}
        </FormMessage>
        {stepUp.dialog}
      </Card>
      <Card className="panel stack" title={messages.passkeys.title}>
        <PasskeysPanel twoStepOn={Boolean(data?.twoStep)} />
      </Card>
      {data?.twoStep ? (
        <Card className="panel stack" title={messages.mfa.recoveryTitle}>
          <p>{messages.mfa.recoveryIntro}</p>
          {renewed ? <RecoveryCodes codes={renewed} message={messages.mfa.newRecoveryCodes} /> : null}
          <div>
            <Button variant="secondary" onClick={() => renew.mutate()} disabled={renew.isPending}>
              {messages.mfa.renewCodes}
            </Button>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
