import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { queryKeys } from '../../lib/query-keys';
import { PasskeysPanel } from './components/passkeys-panel';
import { RecoveryCodes } from './components/recovery-codes';
import { TotpEnrol } from './components/totp-enrol';
import './security.css';
import { Card } from '../../components/ui/card';
import { useStepUp } from '../../components/ui/step-up';

/**
 * What an administrator without two-step sign-in sees instead of the back office (issue 15 part 6): set up
 * an authenticator app or a passkey; every other back-office call answers 403 until then.
 */
export function AdminEnrolmentPage() {
  const client = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enrolled = () => void client.invalidateQueries({ queryKey: queryKeys.mfa });
  const stepUp = useStepUp();

  if (recoveryCodes) {
    return (
      <div className="page stack">
        <PageHeader title={messages.mfa.enrolTitle} />
        <section className="card panel stack">
          <RecoveryCodes codes={recoveryCodes} />
          <Button onClick={enrolled}>Continue to the back office</Button>
        </section>
      </div>
    );
  }
  return (
    <div className="page stack">
      <PageHeader title={messages.mfa.enrolTitle} />
      <FormMessage tone="info">{messages.mfa.adminMustEnrol}</FormMessage>
      <Card className="panel stack" title="Authenticator app">
        <TotpEnrol onDone={setRecoveryCodes} recommend={false} run={stepUp.run} />
        {stepUp.dialog}
      </Card>
      <Card className="panel stack" title={messages.passkeys.title}>
        <PasskeysPanel
          twoStepOn={false}
          onAdded={(codes) => (codes ? setRecoveryCodes(codes) : enrolled())}
        />
      </Card>
    </div>
  );
}
