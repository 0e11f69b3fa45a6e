import type { DomainCode } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';

/** The closed list of answers of the posting primitive. */
export type PostCode =
  | 'ok'
  | 'idempotency_in_flight'
  | 'idempotency_key_reused'
  | 'wrong_pin'
  | 'pin_locked'
  | 'pin_not_set'
  | 'own_account_not_found'
  | 'account_not_found'
  | 'account_name_mismatch'
  | 'same_account'
  | 'insufficient_funds'
  | 'daily_limit_exceeded'
  | 'kyc_required'
  | 'payee_checks_exhausted'
  | 'payment_rate_limited'
  | 'already_decided'
  | 'account_disabled'
  | 'not_found'
  | 'new_payee_limit_exceeded'
  | 'step_up_required'
  | 'account_closed';

/** The refusal each result code of the posting primitive becomes (its text is the code's own). */
const REFUSALS: Record<Exclude<PostCode, 'ok'>, DomainCode> = {
  idempotency_in_flight: 'idempotency_in_flight',
  idempotency_key_reused: 'idempotency_key_reused',
  wrong_pin: 'wrong_pin',
  pin_locked: 'pin_locked',
  pin_not_set: 'pin_not_set',
  own_account_not_found: 'account_not_found',
  account_not_found: 'payee_not_found',
  account_name_mismatch: 'account_name_mismatch',
  same_account: 'same_account',
  insufficient_funds: 'insufficient_funds',
  daily_limit_exceeded: 'daily_limit_exceeded',
  kyc_required: 'kyc_required',
  payee_checks_exhausted: 'payee_checks_exhausted',
  payment_rate_limited: 'rate_limited',
  already_decided: 'already_decided',
  account_disabled: 'account_disabled',
  not_found: 'not_found',
  new_payee_limit_exceeded: 'new_payee_limit_exceeded',
  step_up_required: 'step_up_required',
  account_closed: 'payee_account_closed',
};

/** Texts that differ from the code's own: the payment-specific ones. */
const TEXTS: Partial<Record<Exclude<PostCode, 'ok'>, string>> = {
  kyc_required: messages.kyc.transferCap,
  payment_rate_limited: messages.transfer.tooManyPayments,
};

export function refusal(code: Exclude<PostCode, 'ok'>): DomainError {
  return new DomainError(REFUSALS[code], TEXTS[code]);
}
