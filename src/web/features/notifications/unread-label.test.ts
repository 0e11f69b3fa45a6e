import { describe, expect, it } from 'vitest';
import { badgeText, unreadLabel } from './unread-label';

describe('unread labels', () => {
  it('adds the count to the name only when something is unread', () => {
    expect(unreadLabel('Notifications', 0)).toBe('Notifications');
    expect(unreadLabel('Notifications', 3)).toBe('Notifications, 3 unread');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
