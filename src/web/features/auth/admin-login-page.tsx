import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../shared/messages';
import type { LoginBody, LoginResponse } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { forgetSignIn, rememberSignIn } from '../../lib/session-storage';
import { endServerSession } from '../../lib/sign-out';
import { isChallenge, loginErrorText, useLogin } from './api/use-login';
import { MfaStep } from './components/mfa-step';
import { PasskeySignIn } from './components/passkey-sign-in';
import { AuthLayout } from './components/auth-layout';
import { loginValidation } from './login-schema';
import { bindFields } from '../../lib/form-fields';

/** `/admin/login`: the same sign-in call, but only an admin may pass; anyone else is signed out again. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [denied, setDenied] = useState(false);
  const form = useForm<LoginBody>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });
  const field = bindFields(form);

  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const signedIn = async (answer: LoginResponse) => {
    if (answer.role !== 'admin') {
      setMfaToken(null);
      setDenied(true);
      await endServerSession();
      forgetSignIn();
      return;
    }
    rememberSignIn(answer._id, answer.role);
    void navigate('/admin/dashboard', { replace: true });
  };
  const onSubmit = form.handleSubmit((values) => {
    setDenied(false);
    login.mutate(values, {
      onSuccess: (answer) => (isChallenge(answer) ? setMfaToken(answer.mfaToken) : void signedIn(answer)),
    });
  });

  let error: string | null = null;
  if (denied) error = messages.adminLogin.notAdmin;
  else if (login.isError) error = loginErrorText(login.error);

  return (
    <AuthLayout
      title="Admin Login"
      subtitle="Back office access for Vault Bank staff."
      footer={
        <p>
          Not staff? <Link to="/">Customer sign in</Link>
        </p>
      }
    >
      {mfaToken ? <MfaStep mfaToken={mfaToken} onSignedIn={(answer) => void signedIn(answer)} /> : null}
      <form
        hidden={Boolean(mfaToken)}
        className="form"
        onSubmit={onSubmit}
        noValidate
        onFocus={loginValidation.preload}
        aria-label="Admin sign in"
      >
        <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" block disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Log In'}
        </Button>
        <PasskeySignIn onSignedIn={(answer) => void signedIn(answer)} />
      </form>
    </AuthLayout>
  );
}
