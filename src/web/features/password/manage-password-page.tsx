import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordStrengthMeter } from '../../components/ui/password-strength-meter';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { errorText } from '../../lib/api-client';
import { useChangePassword } from './api/use-change-password';
import { PasswordField } from './components/password-field';
import { allFilled, passwordProblem, type PasswordForm } from './password-checks';
import './password.css';

const emptyForm: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** `/ManagePassword` (SPEC.md §2, §5, §8): change the password; every other session is signed out. */
export function ManagePasswordPage() {
  const change = useChangePassword();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { register, handleSubmit, reset, watch } = useForm<PasswordForm>({ defaultValues: emptyForm });
  const ready = allFilled(watch());

  const onSubmit = handleSubmit((values) => {
    const problem = passwordProblem(values);
    if (problem) {
      setFeedback({ tone: 'error', text: problem });
      return;
    }
    setFeedback(null);
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: messages.password.success });
          reset(emptyForm);
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            text: errorText(error, messages.password.somethingWentWrong, messages.password.serverError),
          }),
      },
    );
  });

  return (
    <div className="page password-page">
      <PageHeader
        title="Manage Password"
        subtitle="Changing your password signs you out on every other device."
      />
      <section className="card form-card">
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...register('oldPassword')}
          />
          <PasswordField label="New password" autoComplete="new-password" {...register('newPassword')} />
          <PasswordStrengthMeter password={watch('newPassword')} />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
          <p className="field__hint">At least 6 characters; very common passwords are refused.</p>
          {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
          <Button type="submit" disabled={!ready || change.isPending}>
            {change.isPending ? 'Updating…' : 'Update Password'}
          </Button>
        </form>
      </section>
    </div>
  );
}
