import { describe, expect, it } from 'vitest';
import { isoDay, lastMonth, thisMonth } from './history-dates';

describe('history dates', () => {
  it('writes local calendar days', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('this month runs from its first day up to today', () => {
    expect(thisMonth(new Date(2026, 10, 22, 8))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('the default export range is the whole of last month, across a year and a leap February', () => {
    expect(lastMonth(new Date(2026, 11, 1, 19))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(lastMonth(new Date(2027, 0, 15))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonth(new Date(2028, 2, 1))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
