import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { ApiError, apiRequest, errorText } from '../../lib/api-client';
import { passkeyErrorText, verifyWithPasskey } from '../../lib/passkeys';
import { queryKeys } from '../../lib/query-keys';
import type { MfaStatus } from '../../../shared/schemas/passkeys';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormMessage } from './form-message';
import { OneTimeCodeField } from './secret-fields';
import { TextField } from './text-field';

type Pending = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Step-up: a call the server answers 401 `step_up_required` opens a dialog that asks for a second factor (a
 * code from the authenticator app or a recovery code, POST /users/mfa/verify, or a passkey); one answered 403
 * `reauthentication_required` (two-step off, docs/security-policy.md) asks for the password
 * (POST /users/reauth). Either way the call then runs again. `run(action)` answers what the action answers;
 * closing the dialog fails it as it was.
 */
export function useStepUp(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withPassword, setWithPassword] = useState(false);
  const pending = useRef<Pending | null>(null);
  const refusal = useRef<unknown>(null);

  const run = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      const asked = error instanceof ApiError ? error.code : null;
      if (asked !== 'step_up_required' && asked !== 'reauthentication_required') throw error;
      refusal.current = error;
      setWithPassword(asked === 'reauthentication_required');
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setCode('');
        setProblem(null);
        setOpen(true);
      });
      return action();
    }
  };

  const status = useQuery({
    queryKey: queryKeys.mfa,
    queryFn: ({ signal }) => apiRequest<MfaStatus>('/users/mfa', { signal }),
    enabled: open,
  });

  const prove = async (how: () => Promise<unknown>, failure: (error: unknown) => string) => {
    setBusy(true);
    try {
      await how();
      setOpen(false);
      pending.current?.resolve();
      pending.current = null;
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void prove(
      withPassword
        ? () => apiRequest('/users/reauth', { method: 'POST', body: { password: code } })
        : () => apiRequest('/users/mfa/verify', { method: 'POST', body: { code: code.trim() } }),
      (error) => errorText(error, withPassword ? messages.generic.internal : messages.mfa.wrongCode),
    );
  };
  const passkeyOnly = Boolean(status.data?.passkeys && !status.data.totp);
  const withPasskey = () =>
    void prove(verifyWithPasskey, (error) => passkeyErrorText(error, messages.passkeys.rejected));

  const close = () => {
    setOpen(false);
    pending.current?.reject(refusal.current);
    pending.current = null;
  };

  const dialog = (
    <Dialog open={open} onClose={close} title="Confirm it is you" closeLabel="Cancel">
      <form className="form" onSubmit={submit} noValidate aria-label="Confirm it is you">
        {withPassword ? (
          <>
            <p>{messages.mfa.reauthRequired}</p>
            <TextField
              label={messages.mfa.passwordLabel}
              type="password"
              autoComplete="current-password"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </>
        ) : (
          <>
            <p>{passkeyOnly ? messages.mfa.passkeyOrCode : messages.mfa.stepUpRequired}</p>
            <OneTimeCodeField value={code} onChange={(e) => setCode(e.target.value)} />
          </>
        )}
        <FormMessage tone="error">{problem}</FormMessage>
        <Button type="submit" disabled={busy || (withPassword ? !code : code.trim().length < 6)}>
          Confirm
        </Button>
        {!withPassword && status.data?.passkeys ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={withPasskey}>
            {messages.passkeys.useInstead}
          </Button>
        ) : null}
      </form>
    </Dialog>
  );
  return { run, dialog };
}
