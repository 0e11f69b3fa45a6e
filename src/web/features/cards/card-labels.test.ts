import { describe, expect, it } from 'vitest';
import { expiryText, sampleExpiry } from './card-labels';

describe('card labels', () => {
  it('writes the expiry as MM/YY', () => {
    expect(expiryText(5, 2030)).toBe('05/30');
    expect(expiryText(12, 2101)).toBe('12/01');
  });

  it('dates a sample card four years ahead', () => {
    expect(sampleExpiry(new Date(2026, 0, 15))).toBe('01/30');
  });
});
