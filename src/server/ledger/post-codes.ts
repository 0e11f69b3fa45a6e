import { AppError } from '../plugins/errors';
import type { PostCode } from './post-payment';

/** What a customer is told for each refusal of the posting primitive. */
const REFUSALS: Record<Exclude<PostCode, 'ok'>, [number, AppError['code'], string]> = {
  idempotency_in_flight: [
    409,
    'idempotency_in_flight',
    'This request is already being processed. Please wait.',
  ],
  idempotency_key_reused: [
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request.',
  ],
  account_not_found: [422, 'account_not_found', 'No account with this number exists at this bank.'],
  account_name_mismatch: [
    422,
    'account_name_mismatch',
    'The account name does not match the account holder.',
  ],
  same_account: [422, 'same_account', 'You cannot transfer money to the same account.'],
  insufficient_funds: [
    422,
    'insufficient_funds',
    'Insufficient funds: the amount plus the fee is more than your available balance.',
  ],
  daily_limit_exceeded: [
    422,
    'daily_limit_exceeded',
    'This transfer would exceed your daily transfer limit.',
  ],
  already_decided: [409, 'already_decided', 'This item has already been decided.'],
  account_disabled: [403, 'account_disabled', 'Your account has been disabled. Please contact support.'],
  not_found: [404, 'not_found', 'Not found.'],
};

export function refusal(code: Exclude<PostCode, 'ok'>): AppError {
  const [status, errorCode, message] = REFUSALS[code];
  return new AppError(status, errorCode, message);
}
