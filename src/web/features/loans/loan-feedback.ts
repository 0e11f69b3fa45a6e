import { messages } from '../../../shared/messages';
import { ApiError, NetworkError } from '../../lib/api-client';

/**
 * SPEC.md §8 Loan: '❌ {server error text}' when the server explains itself, '❌ Something went wrong'
 * when it does not, '❌ Network error. Please try again.' when it could not be reached. The server sends
 * the same text in `message` and in `error` (the field the spec reads).
 */
export function loanErrorText(error: unknown): string {
  if (error instanceof NetworkError) return messages.loans.networkError;
  if (error instanceof ApiError && error.hasServerMessage) return messages.loans.serverError(error.message);
  return messages.loans.somethingWentWrong;
}
