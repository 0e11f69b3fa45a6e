import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { allFilled, passwordProblem } from './password-checks';

const form = (oldPassword: string, newPassword: string, confirmPassword: string) => ({
  oldPassword,
  newPassword,
  confirmPassword,
});

describe('the change-password form rules', () => {
  it('needs all three fields before it can be sent', () => {
    expect(allFilled(form('', '', ''))).toBe(false);
    expect(allFilled(form('a', 'b', ''))).toBe(false);
    expect(allFilled(form('', 'b', 'c'))).toBe(false);
    expect(allFilled(form('a', 'b', 'c'))).toBe(true);
  });

  it('checks the match first, then the length of 6', () => {
    expect(passwordProblem(form('old', 'abc', 'abd'))).toBe(messages.password.doNotMatch);
    expect(passwordProblem(form('old', 'abcde', 'abcde'))).toBe(messages.password.tooShort);
    expect(passwordProblem(form('old', 'abcdef', 'abcdef'))).toBeNull();
  });
});
