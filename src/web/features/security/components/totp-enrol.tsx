import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { QrCodeSvg } from '../../../components/ui/qr-code-svg';
import { apiRequest, errorText } from '../../../lib/api-client';
import { OneTimeCodeField } from '../../../components/ui/secret-fields';

type Setup = { secret: string; otpauthUrl: string };

/** Scan, type a code, keep the recovery codes: two-step sign-in turned on. */
export function TotpEnrol({
  onDone,
  recommend = true,
  run = (action) => action(),
}: {
  onDone: (codes: string[]) => void;
  recommend?: boolean;
  /** Asks for the password or a fresh factor when the server wants one (adding a factor, `useStepUp`). */
  run?: <T>(action: () => Promise<T>) => Promise<T>;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const start = useMutation({
    mutationFn: () => run(() => apiRequest<Setup>('/users/mfa/totp/setup', { method: 'POST' })),
    onSuccess: setSetup,
  });
  const enable = useMutation({
    mutationFn: () =>
      run(() =>
        apiRequest<{ recoveryCodes: string[] }>('/users/mfa/totp/enable', {
          method: 'POST',
          body: { code: code.trim() },
        }),
      ),
    onSuccess: (answer) => onDone(answer.recoveryCodes),
  });
  if (!setup) {
    return (
      <div className="stack-sm items-start">
        {recommend ? <FormMessage tone="info">{messages.mfa.recommend}</FormMessage> : null}
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
      <div>
        <QrCodeSvg text={setup.otpauthUrl} label="QR code for your authenticator app" />
      </div>
      <p className="muted">
        Key: <code className="break-anywhere security__key">{setup.secret}</code>
      </p>
      <OneTimeCodeField value={code} onChange={(e) => setCode(e.target.value)} />
      <FormMessage tone="error">
        {enable.isError ? errorText(enable.error, messages.generic.internal) : null}
      </FormMessage>
      <Button type="submit" disabled={enable.isPending || code.trim().length < 6}>
        Turn on
      </Button>
    </form>
  );
}
