import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/form-message';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { ApiError, errorText } from '../../lib/api-client';
import { useChangePin } from './api/use-change-pin';
import { changePinRequest, pinProblem, type PinForm } from './pin-checks';

const emptyForm: PinForm = { oldPin: '', newPin: '', confirmPin: '', password: '' };

type Feedback = { tone: 'success' | 'error'; text: string } | null;

const pinInput = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PIN_LENGTH,
  pattern: '[0-9]*',
} as const;

/** `/ManagePin`: set the first PIN or change it; the PIN confirms transfers and other requests. */
export function ManagePinPage() {
  const changePin = useChangePin();
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The server asks for the password when a first PIN is set from a session that is not fresh.
  const [needsPassword, setNeedsPassword] = useState(false);
  const { register, handleSubmit, reset } = useForm<PinForm>({ defaultValues: emptyForm });

  const onSubmit = handleSubmit((values) => {
    const problem = pinProblem(values);
    if (problem) {
      setFeedback({ tone: 'error', text: problem });
      return;
    }
    setFeedback(null);
    changePin.mutate(changePinRequest(values), {
      onSuccess: (answer) => {
        setFeedback({ tone: 'success', text: answer?.message || messages.pin.success });
        reset(emptyForm);
        setNeedsPassword(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'reauthentication_required') setNeedsPassword(true);
        setFeedback({
          tone: 'error',
          text: errorText(error, messages.password.somethingWentWrong, messages.password.serverError),
        });
      },
    });
  });

  return (
    <div className="page pin-page">
      <PageHeader title="Manage PIN" subtitle="Your 4-digit PIN confirms transfers and other requests." />
      <section className="card form-card">
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Change PIN">
          <TextField
            label="Current PIN (leave empty if you have never set one)"
            {...pinInput}
            {...register('oldPin')}
          />
          <TextField label="New PIN" {...pinInput} {...register('newPin')} />
          <TextField label="Confirm new PIN" {...pinInput} {...register('confirmPin')} />
          {needsPassword ? (
            <TextField
              label="Account password"
              type="password"
              autoComplete="current-password"
              {...register('password')}
            />
          ) : null}
          {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
          <Button type="submit" disabled={changePin.isPending}>
            {changePin.isPending ? 'Updating…' : 'Update PIN'}
          </Button>
        </form>
      </section>
    </div>
  );
}
