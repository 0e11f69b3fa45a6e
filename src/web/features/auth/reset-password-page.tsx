import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { Link, useParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { TextField } from '../../components/ui/text-field';
import { errorText } from '../../lib/api-client';
import { useResetPassword } from './api/use-password-reset';
import { AuthLayout } from './components/auth-layout';
import { useRedirectAfter } from './use-redirect-after';

type ResetForm = { newPassword: string; confirmPassword: string };

/** SPEC.md §5: the match check comes first, then the minimum length. */
function validate({ newPassword, confirmPassword }: ResetForm): string | null {
  if (newPassword !== confirmPassword) return messages.resetPassword.passwordsDoNotMatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return messages.resetPassword.tooShort;
  return null;
}

/** `/reset-password/:token`: choose a new password with the link from the email, then sign in after 3 s. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  const [message, setMessage] = useState('');
  const { register, handleSubmit, watch } = useForm<ResetForm>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useRedirectAfter(reset.isSuccess, '/', RESET_REDIRECT_MS);

  const onSubmit = handleSubmit((values) => {
    const problem = validate(values);
    setMessage(problem ?? '');
    if (problem) return;
    reset.mutate(values.newPassword, {
      onSuccess: (answer) => setMessage(answer?.message || messages.resetPassword.success),
      onError: (error) => setMessage(errorText(error, messages.resetPassword.somethingWentWrong)),
    });
  });

  // SPEC.md §8: the text is green when it speaks of success, red otherwise.
  const tone = /success/i.test(message) ? 'success' : 'error';
  return (
    <AuthLayout
      title="Reset Password"
      subtitle="Choose a new password for your account."
      footer={
        <p>
          <Link to="/">Back to sign in</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Set a new password">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...register('newPassword')}
        />
        <PasswordStrengthMeter password={watch('newPassword')} />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Button type="submit" block disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? 'Updating…' : 'Update Password'}
        </Button>
        <FormMessage tone={tone}>{message}</FormMessage>
      </form>
    </AuthLayout>
  );
}
