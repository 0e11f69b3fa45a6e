import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { useInviteAdmin, type Invitation } from '../api/use-invite-admin';
import { Notice, type NoticeValue } from '../../../components/ui/notice';

const empty: Invitation = { email: '', firstName: '', lastName: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problems(value: Invitation): Partial<Record<keyof Invitation, string>> {
  const found: Partial<Record<keyof Invitation, string>> = {};
  if (!EMAIL.test(value.email)) found.email = 'Please enter a valid email address.';
  if (!value.firstName) found.firstName = 'This field is required.';
  if (!value.lastName) found.lastName = 'This field is required.';
  return found;
}

/** Invites an administrator: the server creates them and mails a link to choose their password. */
export function InviteAdminForm() {
  const invite = useInviteAdmin();
  const [value, setValue] = useState<Invitation>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Invitation, string>>>({});
  const [notice, setNotice] = useState<NoticeValue>(null);
  const set = (key: keyof Invitation) => (event: { target: { value: string } }) =>
    setValue((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      email: value.email.trim(),
      firstName: value.firstName.trim(),
      lastName: value.lastName.trim(),
    };
    const found = problems(body);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    invite.mutate(body, {
      onSuccess: (answer) => {
        setValue(empty);
        setNotice({ tone: 'success', text: answer.message });
      },
      onError: (error) =>
        setNotice({ tone: 'error', text: errorText(error, 'The invitation was not sent.') }),
    });
  };

  return (
    <form className="form bo-invite" onSubmit={submit} noValidate aria-label="Invite an administrator">
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={value.email}
        onChange={set('email')}
        error={errors.email}
      />
      <div className="form__row">
        <TextField
          label="First name"
          value={value.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          value={value.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting…' : 'Invite administrator'}
        </Button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}
