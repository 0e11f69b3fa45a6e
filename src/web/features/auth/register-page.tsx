import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { REGISTER_REDIRECT_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { registerBody } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { errorText } from '../../lib/api-client';
import { useRegister } from './api/use-register';
import { AuthLayout } from './components/auth-layout';
import { RegisterFields, type RegisterForm } from './components/register-fields';
import { useRedirectAfter } from './use-redirect-after';
import { bindFields } from '../../lib/form-fields';

const registerForm = registerBody.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password.'),
});

const emptyForm: RegisterForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** `/RegisterPage`: create an account, then back to sign in after 1.5 s. */
export function RegisterPage() {
  const registration = useRegister();
  const [mismatch, setMismatch] = useState(false);
  const form = useForm<RegisterForm>({ resolver: zodResolver(registerForm), defaultValues: emptyForm });
  const { handleSubmit, watch } = form;
  useRedirectAfter(registration.isSuccess, '/', REGISTER_REDIRECT_MS);

  const onSubmit = handleSubmit(({ confirmPassword, ...body }) => {
    registration.reset();
    // SPEC.md §4: different passwords are refused here and nothing is sent.
    const differ = body.password !== confirmPassword;
    setMismatch(differ);
    if (!differ) registration.mutate(body);
  });

  let message = null;
  if (mismatch) message = <FormMessage tone="error">{messages.register.passwordsDoNotMatch}</FormMessage>;
  else if (registration.isSuccess)
    message = <FormMessage tone="success">{messages.register.success}</FormMessage>;
  else if (registration.isError) {
    const text = errorText(registration.error, messages.register.somethingWentWrong);
    message = <FormMessage tone="error">{text}</FormMessage>;
  }

  return (
    <AuthLayout
      title="Create Account"
      subtitle="Open your Vault Bank account in a minute."
      footer={
        <p>
          Already have an account? <Link to="/">Sign in</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Create account">
        <RegisterFields field={bindFields(form)} password={watch('password')} email={watch('email')} />
        {message}
        <Button type="submit" block disabled={registration.isPending || registration.isSuccess}>
          {registration.isPending ? 'Creating account…' : 'Register'}
        </Button>
      </form>
    </AuthLayout>
  );
}
