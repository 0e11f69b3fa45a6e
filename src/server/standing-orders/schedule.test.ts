import { describe, expect, it } from 'vitest';
import { nextMonthDay, nextOccurrence } from './schedule';

describe('standing order dates', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(nextMonthDay('2026-01-31', 31)).toBe('2026-02-28');
    expect(nextMonthDay('2026-02-28', 31)).toBe('2026-03-31');
    expect(nextMonthDay('2028-01-30', 30)).toBe('2028-02-29');
    expect(nextMonthDay('2026-12-01', 1)).toBe('2027-01-01');
  });

  it('stops after the count or past the end date; a one-off never repeats', () => {
    const monthly = { frequency: 'monthly' as const, dayOfMonth: 1, endDate: null, maxRuns: 3 };
    expect(nextOccurrence(monthly, '2026-01-01', 2)).toBe('2026-02-01');
    expect(nextOccurrence(monthly, '2026-03-01', 3)).toBeNull();
    const weekly = { frequency: 'weekly' as const, dayOfMonth: null, endDate: '2026-01-14', maxRuns: null };
    expect(nextOccurrence(weekly, '2026-01-01', 1)).toBe('2026-01-08');
    expect(nextOccurrence(weekly, '2026-01-08', 2)).toBeNull();
    expect(nextOccurrence({ ...weekly, frequency: 'once' }, '2026-01-01', 1)).toBeNull();
  });
});
