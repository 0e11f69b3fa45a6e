import { describe, expect, it } from 'vitest';
import { avatarColour, initialsOf } from './avatar-style';

describe('avatar', () => {
  it('shows the first letters of first and last name, upper case', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(initialsOf(' Grace ', 'Hopper')).toBe('GH');
    expect(initialsOf('Cher', '')).toBe('C');
  });

  it('falls back to U without a name', () => {
    expect(initialsOf()).toBe('U');
    expect(initialsOf('', '')).toBe('U');
  });

  it('picks the colour from the first letter of the first name, the same every time', () => {
    expect(avatarColour('Ada')).toBe(avatarColour('alan'));
    expect(avatarColour('Ada')).not.toBe(avatarColour('Bob'));
    expect(avatarColour('Ada')).toMatch(/^var\(--color-avatar-\d\)$/);
    expect(avatarColour(undefined)).toBe(avatarColour(''));
  });
});
