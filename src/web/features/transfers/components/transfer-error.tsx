import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { FormMessage } from '../../../components/ui/form-message';
import { ApiError, errorText } from '../../../lib/api-client';

/** The server's refusal in its own words; a missing PIN also gets a way to set one. */
export function TransferError({ error }: { error: unknown }) {
  if (!error) return null;
  const text = errorText(error, messages.transferForm.somethingWentWrong, messages.transferForm.networkError);
  const pinMissing = error instanceof ApiError && error.code === 'pin_not_set';
  return (
    <FormMessage tone="error">
      {text}
      {pinMissing ? (
        <>
          {' '}
          <Link to="/ManagePin">Set your PIN</Link>
        </>
      ) : null}
    </FormMessage>
  );
}
