import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { LoginBody, LoginResponse } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { rememberSignIn } from '../../lib/session-storage';
import { isChallenge, loginErrorText, useLogin } from './api/use-login';
import { MfaStep } from './components/mfa-step';
import { PasskeySignIn } from './components/passkey-sign-in';
import { AuthLayout } from './components/auth-layout';
import { loginValidation } from './login-schema';
import { bindFields } from '../../lib/form-fields';

/** `/`: sign in; an admin lands on the admin dashboard, everyone else on the customer dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const field = bindFields(form);

  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [passkeyFirst, setPasskeyFirst] = useState(false);
  const signedIn = (answer: LoginResponse) => {
    rememberSignIn(answer._id, answer.role);
    void navigate(answer.role === 'admin' ? '/admin/dashboard' : '/dashboard', { replace: true });
  };
  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (answer) => {
        if (!isChallenge(answer)) return signedIn(answer);
        setPasskeyFirst(answer.factors?.[0] === 'passkey');
        setMfaToken(answer.mfaToken);
      },
    });
  });

  return (
    <AuthLayout title="Home" subtitle="Sign in to your Vault Bank account.">
      {mfaToken ? <MfaStep mfaToken={mfaToken} onSignedIn={signedIn} passkeyFirst={passkeyFirst} /> : null}
      <form
        hidden={Boolean(mfaToken)}
        className="form"
        onSubmit={onSubmit}
        noValidate
        onFocus={loginValidation.preload}
        aria-label="Sign in"
      >
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'login'}
        </Button>
        {login.isError ? <FormMessage tone="error">{loginErrorText(login.error)}</FormMessage> : null}
        <PasskeySignIn onSignedIn={signedIn} />
        <div className="row-wrap strong auth__links">
          <Link to="/ForgotPassword">forgot password</Link>
          <Link to="/RegisterPage">create account</Link>
        </div>
      </form>
    </AuthLayout>
  );
}
