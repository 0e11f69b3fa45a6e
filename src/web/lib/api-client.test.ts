import { describe, expect, it } from 'vitest';
import { errorMessages, messages } from '../../shared/messages';
import { ApiError, errorText, isUnauthorized, NetworkError, OfflineError } from './api-client';

describe('errorText', () => {
  it("prefers the server's own message", () => {
    expect(errorText(new ApiError(409, 'Taken', 'email_taken'), 'fallback')).toBe('Taken');
  });

  it('uses the fallback when the server sent no message', () => {
    expect(errorText(new ApiError(500, undefined, undefined), 'fallback')).toBe('fallback');
  });

  it('uses the network text when the server could not be reached', () => {
    expect(errorText(new NetworkError(new TypeError('Failed to fetch')), 'fallback', 'offline')).toBe(
      'offline',
    );
  });

  it('never shows a field path, nor a library default for refused input (issue 47)', () => {
    const pathed = new ApiError(400, 'transfer.bankName: Bank name is required.', 'invalid_input');
    expect(errorText(pathed, 'fallback')).toBe('Bank name is required.');
    const raw = new ApiError(400, 'Invalid input: expected string, received undefined', 'invalid_input');
    expect(errorText(raw, 'fallback')).toBe(errorMessages.invalid_input);
    // The spec's own texts without a full stop stay as they are.
    const login = new ApiError(401, messages.login.invalidCredentials, 'invalid_credentials');
    expect(errorText(login, 'fallback')).toBe(messages.login.invalidCredentials);
  });

  it('says nothing was sent when the browser is offline', () => {
    expect(errorText(new OfflineError(), 'fallback', 'network')).toBe(messages.payments.offline);
  });

  it('recognises a 401 only', () => {
    expect(isUnauthorized(new ApiError(401, 'x', 'not_signed_in'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'x', 'forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});
