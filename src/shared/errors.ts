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
  'service_unavailable',
  'pin_not_set',
  'pin_locked',
  'wrong_pin',
  'insufficient_funds',
  'account_not_found',
  'account_name_mismatch',
  'same_account',
  'daily_limit_exceeded',
  'idempotency_in_flight',
  'idempotency_key_reused',
  'already_decided',
  'file_too_large',
  'unsupported_file_type',
  'image_too_large',
  'duplicate_upload',
  'not_allowed_now',
  'amount_exceeds_owed',
  'amount_below_interest',
  'kyc_required',
  'export_too_large',
  'payee_checks_exhausted',
  'reauthentication_required',
  'awaiting_approval',
  'new_payee_limit_exceeded',
  'payee_exists',
  'invalid_mfa_code',
  'mfa_challenge_invalid',
  'step_up_required',
  'account_locked_down',
  'recovery_required',
  'passkey_rejected',
  'mfa_enrollment_required',
  'account_closed',
  'closure_blocked',
  'staff_read_reason_required',
  'sanctions_hold',
  'payee_on_hold',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * Refusals that answer with another code but a different HTTP status, as shipped: a payee that does not
 * exist is a 422 where a missing own account is a 404, and a rule that refuses now (a limit reached, a loan
 * with nothing owed) is a 422 where a state conflict (already pending, already frozen) is a 409.
 */
export const answeredAs = {
  payee_not_found: 'account_not_found',
  limit_reached: 'not_allowed_now',
  payee_account_closed: 'account_closed',
} as const satisfies Record<string, ErrorCode>;

/** Every code a domain refusal may carry: the answer codes and the few refinements above. */
export type DomainCode = ErrorCode | keyof typeof answeredAs;

export const domainCodes: readonly DomainCode[] = [
  ...errorCodes,
  ...(Object.keys(answeredAs) as (keyof typeof answeredAs)[]),
];

/** The code a domain refusal is answered with. */
export function answerCode(code: DomainCode): ErrorCode {
  return code in answeredAs ? answeredAs[code as keyof typeof answeredAs] : (code as ErrorCode);
}

export type ApiError = { message: string; code: ErrorCode };
