import { messages } from '../../shared/messages';
import { AppError } from '../plugins/errors';
import type { PostCode } from './post-payment';

const t = messages.transfer;

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
  wrong_pin: [400, 'wrong_pin', messages.pin.wrong],
  pin_locked: [429, 'pin_locked', messages.pin.locked],
  pin_not_set: [422, 'pin_not_set', messages.pin.notSet],
  own_account_not_found: [404, 'account_not_found', t.ownAccountNotFound],
  account_not_found: [422, 'account_not_found', t.accountNotFound],
  account_name_mismatch: [422, 'account_name_mismatch', t.accountNameMismatch],
  same_account: [422, 'same_account', t.sameAccount],
  insufficient_funds: [422, 'insufficient_funds', t.insufficientFunds],
  daily_limit_exceeded: [422, 'daily_limit_exceeded', t.dailyLimitExceeded],
  kyc_required: [422, 'kyc_required', messages.kyc.transferCap],
  payee_checks_exhausted: [429, 'payee_checks_exhausted', t.payeeChecksExhausted],
  payment_rate_limited: [429, 'rate_limited', t.tooManyPayments],
  already_decided: [409, 'already_decided', 'This item has already been decided.'],
  account_disabled: [403, 'account_disabled', 'Your account has been disabled. Please contact support.'],
  not_found: [404, 'not_found', 'Not found.'],
};

export function refusal(code: Exclude<PostCode, 'ok'>): AppError {
  const [status, errorCode, message] = REFUSALS[code];
  return new AppError(status, errorCode, message);
}
