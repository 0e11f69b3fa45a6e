import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes dollars with a thousands separator and two decimals', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(100)).toBe('$100.00');
    expect(formatMoney(1_000_000.1)).toBe('$1,000,000.10');
  });

  it('shows a missing or broken amount as $0.00', () => {
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
  });
});
