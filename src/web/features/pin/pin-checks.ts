import { PIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

export type PinForm = { oldPin: string; newPin: string; confirmPin: string; password?: string };

const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

/**
 * SPEC.md §5, in its order: the confirmation must match, then the PIN must be exactly 4 characters, which
 * DESIGN.md §1 makes 4 ASCII digits. A current PIN, when given, has the same form.
 */
export function pinProblem({ oldPin, newPin, confirmPin }: PinForm): string | null {
  if (newPin !== confirmPin) return messages.pin.doNotMatch;
  if (!PIN_PATTERN.test(newPin)) return messages.pin.exactlyFour;
  if (oldPin !== '' && !PIN_PATTERN.test(oldPin)) return messages.pin.exactlyFour;
  return null;
}

/**
 * The body of POST /users/api/auth/change-pin: oldPin only when the customer typed one, and the password
 * only when the server asked for it (first PIN from a session that is not fresh).
 */
export function changePinRequest({ oldPin, newPin, password }: PinForm): {
  oldPin?: string;
  newPin: string;
  password?: string;
} {
  const body = oldPin === '' ? { newPin } : { oldPin, newPin };
  return password ? { ...body, password } : body;
}
