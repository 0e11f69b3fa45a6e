import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

export type PasswordForm = { oldPassword: string; newPassword: string; confirmPassword: string };

/** True once every field holds something: SPEC.md §5 keeps the button disabled until then. */
export function allFilled(form: PasswordForm): boolean {
  return form.oldPassword !== '' && form.newPassword !== '' && form.confirmPassword !== '';
}

/** SPEC.md §5, in its order: the confirmation must match, then the new password needs 6 characters. */
export function passwordProblem({ newPassword, confirmPassword }: PasswordForm): string | null {
  if (newPassword !== confirmPassword) return messages.password.doNotMatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return messages.password.tooShort;
  return null;
}
