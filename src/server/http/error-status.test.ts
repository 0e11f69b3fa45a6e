import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerCode, domainCodes, errorCodes, type DomainCode } from '../../shared/errors';
import { errorMessages, messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import errorsPlugin from '../plugins/errors';
import { errorStatus } from './error-status';

/** The answers as the API gave them before refusals became domain errors: [status, code]. */
const SHIPPED: Record<DomainCode, [number, string]> = {
  invalid_input: [400, 'invalid_input'],
  not_signed_in: [401, 'not_signed_in'],
  forbidden: [403, 'forbidden'],
  not_found: [404, 'not_found'],
  email_taken: [409, 'email_taken'],
  invalid_credentials: [401, 'invalid_credentials'],
  too_many_attempts: [429, 'too_many_attempts'],
  rate_limited: [429, 'rate_limited'],
  account_disabled: [403, 'account_disabled'],
  invalid_reset_token: [400, 'invalid_reset_token'],
  wrong_password: [400, 'wrong_password'],
  password_too_common: [400, 'password_too_common'],
  bad_origin: [403, 'bad_origin'],
  payload_too_large: [413, 'payload_too_large'],
  internal_error: [500, 'internal_error'],
  service_unavailable: [503, 'service_unavailable'],
  pin_not_set: [422, 'pin_not_set'],
  pin_locked: [429, 'pin_locked'],
  wrong_pin: [400, 'wrong_pin'],
  insufficient_funds: [422, 'insufficient_funds'],
  account_not_found: [404, 'account_not_found'],
  payee_not_found: [422, 'account_not_found'],
  account_name_mismatch: [422, 'account_name_mismatch'],
  same_account: [422, 'same_account'],
  daily_limit_exceeded: [422, 'daily_limit_exceeded'],
  idempotency_in_flight: [409, 'idempotency_in_flight'],
  idempotency_key_reused: [422, 'idempotency_key_reused'],
  already_decided: [409, 'already_decided'],
  file_too_large: [413, 'file_too_large'],
  unsupported_file_type: [415, 'unsupported_file_type'],
  image_too_large: [400, 'image_too_large'],
  duplicate_upload: [409, 'duplicate_upload'],
  not_allowed_now: [409, 'not_allowed_now'],
  limit_reached: [422, 'not_allowed_now'],
  amount_exceeds_owed: [422, 'amount_exceeds_owed'],
  amount_below_interest: [422, 'amount_below_interest'],
  kyc_required: [422, 'kyc_required'],
  export_too_large: [400, 'export_too_large'],
  payee_checks_exhausted: [429, 'payee_checks_exhausted'],
  reauthentication_required: [403, 'reauthentication_required'],
  awaiting_approval: [403, 'awaiting_approval'],
  new_payee_limit_exceeded: [422, 'new_payee_limit_exceeded'],
  payee_exists: [409, 'payee_exists'],
  invalid_mfa_code: [400, 'invalid_mfa_code'],
  mfa_challenge_invalid: [401, 'mfa_challenge_invalid'],
  step_up_required: [401, 'step_up_required'],
  account_locked_down: [423, 'account_locked_down'],
  recovery_required: [403, 'recovery_required'],
  passkey_rejected: [400, 'passkey_rejected'],
  mfa_enrollment_required: [403, 'mfa_enrollment_required'],
  account_closed: [403, 'account_closed'],
  payee_account_closed: [422, 'account_closed'],
  closure_blocked: [409, 'closure_blocked'],
  staff_read_reason_required: [400, 'staff_read_reason_required'],
  sanctions_hold: [409, 'sanctions_hold'],
  payee_on_hold: [409, 'payee_on_hold'],
};

async function errorApp() {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get<{ Params: { code: DomainCode } }>('/refuse/:code', async (request) => {
    throw new DomainError(request.params.code);
  });
  app.get('/override', async () => {
    throw new DomainError('password_too_common', 'Add another word or two.');
  });
  app.get('/crash', async () => {
    throw new Error('secret internals');
  });
  return app;
}

describe('error codes', () => {
  it('gives every code a status and a non-empty message', () => {
    for (const code of domainCodes) {
      expect(errorStatus[code], code).toBeGreaterThanOrEqual(400);
      expect(errorMessages[code]?.trim(), code).toBeTruthy();
    }
    expect(Object.keys(errorStatus).sort()).toEqual([...domainCodes].sort());
  });

  it('answers only with codes from the closed list', () => {
    for (const code of domainCodes) expect(errorCodes).toContain(answerCode(code));
  });

  it('answers each domain error with its shipped status, code and message', async () => {
    const app = await errorApp();
    for (const code of domainCodes) {
      const res = await app.inject({ method: 'GET', url: `/refuse/${code}` });
      expect([res.statusCode, res.json().code], code).toEqual(SHIPPED[code]);
      expect(res.json().message).toBe(errorMessages[code]);
    }
    await app.close();
  });

  it('keeps a refusal’s own message, and tells nothing of a crash', async () => {
    const app = await errorApp();
    const own = await app.inject({ method: 'GET', url: '/override' });
    expect(own.json()).toEqual({ message: 'Add another word or two.', code: 'password_too_common' });
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ message: messages.generic.internal, code: 'internal_error' });
    await app.close();
  });
});
