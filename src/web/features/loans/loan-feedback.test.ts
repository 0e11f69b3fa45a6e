import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { ApiError, NetworkError } from '../../lib/api-client';
import { loanErrorText } from './loan-feedback';

describe('loanErrorText', () => {
  it('shows the server text after ❌, or the spec fallbacks', () => {
    expect(loanErrorText(new ApiError(400, 'Incorrect PIN.', 'wrong_pin'))).toBe('❌ Incorrect PIN.');
    expect(loanErrorText(new ApiError(500, undefined, undefined))).toBe(messages.loans.somethingWentWrong);
    expect(loanErrorText(new NetworkError(new TypeError('fetch failed')))).toBe(messages.loans.networkError);
    expect(loanErrorText(new Error('boom'))).toBe('❌ Something went wrong');
  });
});
