import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { forgotPasswordBody } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { useForgotPassword } from './api/use-password-reset';
import { AuthLayout } from './components/auth-layout';
import { bindFields } from '../../lib/form-fields';

type ForgotForm = z.input<typeof forgotPasswordBody>;

/** `/ForgotPassword`: ask for a reset link by email. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<ForgotForm>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(({ email }) => forgot.mutate(email));

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/">Back to sign in</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Request a reset link">
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <Button type="submit" block disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        {forgot.isSuccess ? (
          <FormMessage tone="success">{forgot.data?.message || messages.forgotPassword.sent}</FormMessage>
        ) : null}
        {forgot.isError ? (
          <FormMessage tone="error">
            {errorText(forgot.error, messages.forgotPassword.somethingWentWrong)}
          </FormMessage>
        ) : null}
      </form>
    </AuthLayout>
  );
}
