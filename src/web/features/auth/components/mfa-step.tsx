import { useState, type FormEvent } from 'react';
import { messages } from '../../../../shared/messages';
import type { LoginResponse } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { loginErrorText, useLoginMfa } from '../api/use-login';
import { PasskeySignIn } from './passkey-sign-in';
import { OneTimeCodeField } from '../../../components/ui/secret-fields';

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function MfaStep({
  mfaToken,
  onSignedIn,
}: {
  mfaToken: string;
  onSignedIn: (answer: LoginResponse) => void;
}) {
  const [code, setCode] = useState('');
  const verify = useLoginMfa();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ mfaToken, code: code.trim() }, { onSuccess: onSignedIn });
  };
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
