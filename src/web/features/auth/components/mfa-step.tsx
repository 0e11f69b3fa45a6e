import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import type { LoginResponse } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { loginErrorText, useLoginMfa } from '../api/use-login';
import { PasskeySignIn } from './passkey-sign-in';
import { OneTimeCodeField } from '../../../components/ui/secret-fields';

/**
 * The sign-in's second step: a code from the authenticator app, or a recovery code, or a passkey. A customer
 * whose two-step is a passkey only is asked for the passkey first (issue 46 part 7), with a recovery code as
 * the way back when it is lost.
 */
export function MfaStep({
  mfaToken,
  onSignedIn,
  passkeyFirst = false,
}: {
  mfaToken: string;
  onSignedIn: (answer: LoginResponse) => void;
  passkeyFirst?: boolean;
}) {
  const [code, setCode] = useState('');
  const verify = useLoginMfa();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ mfaToken, code: code.trim() }, { onSuccess: onSignedIn });
  };
  if (passkeyFirst) {
    return (
      <form className="form" onSubmit={submit} noValidate aria-label="Two-step sign-in">
        <p>{messages.mfa.passkeyRequired}</p>
        <PasskeySignIn onSignedIn={onSignedIn} label={messages.passkeys.signIn} />
        <p className="muted">{messages.mfa.recoveryCodeInstead}</p>
        <OneTimeCodeField
          label={messages.mfa.recoveryTitle}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="secondary" block disabled={verify.isPending || code.trim().length < 6}>
          Verify
        </Button>
        {verify.isError ? <FormMessage tone="error">{loginErrorText(verify.error)}</FormMessage> : null}
      </form>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Two-step sign-in">
      <p>{messages.mfa.codeRequired}</p>
      <OneTimeCodeField autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" block disabled={verify.isPending || code.trim().length < 6}>
        Verify
      </Button>
      {verify.isError ? <FormMessage tone="error">{loginErrorText(verify.error)}</FormMessage> : null}
      <PasskeySignIn onSignedIn={onSignedIn} label={messages.passkeys.useInstead} />
    </form>
  );
}
