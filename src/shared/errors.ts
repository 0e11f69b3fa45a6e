/** The closed list of error codes the API answers with, in `{ message, code }`. */
export const errorCodes = [
  'invalid_input',
  'not_signed_in',
  'forbidden',
  'not_found',
  'email_taken',
  'invalid_credentials',
  'too_many_attempts',
  'rate_limited',
  'account_disabled',
  'invalid_reset_token',
  'wrong_password',
  'password_too_common',
  'bad_origin',
  'payload_too_large',
  'internal_error',
  'pin_not_set',
  'pin_locked',
  'wrong_pin',
  'insufficient_funds',
  'account_not_found',
  'account_name_mismatch',
  'same_account',
  'amount_above_limit',
  'daily_limit_exceeded',
  'idempotency_in_flight',
  'idempotency_key_reused',
  'already_decided',
  'file_too_large',
  'unsupported_file_type',
  'duplicate_upload',
  'not_allowed_now',
  'amount_exceeds_owed',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type ApiError = { message: string; code: ErrorCode };
