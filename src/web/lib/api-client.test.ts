import { describe, expect, it } from 'vitest';
import { ApiError, errorText, isUnauthorized, NetworkError } from './api-client';

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

  it('recognises a 401 only', () => {
    expect(isUnauthorized(new ApiError(401, 'x', 'not_signed_in'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'x', 'forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});
