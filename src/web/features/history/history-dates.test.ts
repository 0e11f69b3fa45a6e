import { describe, expect, it } from 'vitest';
import { isoDay, thisMonth } from './history-dates';

describe('history dates', () => {
  it('writes local calendar days', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('defaults to the first of the month up to today', () => {
    expect(thisMonth(new Date(2026, 10, 22, 8))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });
});
