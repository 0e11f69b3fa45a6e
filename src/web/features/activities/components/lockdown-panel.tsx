import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { apiRequest, errorText } from '../../../lib/api-client';
import { forgetSignIn } from '../../../lib/session-storage';
import { Card } from '../../../components/ui/card';

/** "This wasn't me": after a confirmation, every session ends, cards freeze and payments out pause. */
export function LockdownPanel() {
  const [confirming, setConfirming] = useState(false);
  const lockdown = useMutation({
    mutationFn: () => apiRequest<{ message: string }>('/users/security/lockdown', { method: 'POST' }),
    onSuccess: () => {
      setConfirming(false);
      forgetSignIn();
    },
  });
  return (
    <Card className="panel" title="A sign-in you do not recognise?">
      {lockdown.isSuccess ? (
        <>
          <FormMessage tone="success">{messages.lockdown.done}</FormMessage>
          <Link to="/ForgotPassword">Reset your password</Link>
        </>
      ) : (
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {messages.lockdown.button}
          </Button>
        </div>
      )}
      <FormMessage tone="error">
        {lockdown.isError ? errorText(lockdown.error, messages.generic.internal) : null}
      </FormMessage>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={messages.lockdown.button}
        closeLabel="Cancel"
        actions={
          <Button variant="danger" disabled={lockdown.isPending} onClick={() => lockdown.mutate()}>
            Lock my account down
          </Button>
        }
      >
        <p>{messages.lockdown.confirm}</p>
      </Dialog>
    </Card>
  );
}
