import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import type { LoginResponse } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { passkeyErrorText, signInWithPasskey } from '../../../lib/passkeys';

/** "Sign in with a passkey": the passkey alone signs in (it is both factors), on both sign-in pages. */
export function PasskeySignIn({
  onSignedIn,
  label = messages.passkeys.signIn,
}: {
  onSignedIn: (answer: LoginResponse) => void;
  label?: string;
}) {
  const queryClient = useQueryClient();
  const passkey = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (answer) => {
      queryClient.clear();
      onSignedIn(answer);
    },
  });
  return (
    <div className="stack-sm">
      <Button
        type="button"
        variant="secondary"
        block
        onClick={() => passkey.mutate()}
        disabled={passkey.isPending}
      >
        {label}
      </Button>
      {passkey.isError ? (
        <FormMessage tone="error">{passkeyErrorText(passkey.error, messages.passkeys.rejected)}</FormMessage>
      ) : null}
    </div>
  );
}
