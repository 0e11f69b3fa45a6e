import { describe, expect, it } from 'vitest';
import { newReference } from './post-payment';

describe('payment references', () => {
  it('are VB, the UTC date and 12 base-32 characters without I, L, O or U', () => {
    expect(newReference(new Date('2026-11-24T23:59:59Z'))).toMatch(/^VB20261124[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('do not collide among a busy day of payments (a collision fails a whole batch)', () => {
    const day = new Date('2026-11-24T12:00:00Z');
    const seen = new Set<string>();
    for (let i = 0; i < 200_000; i++) seen.add(newReference(day));
    expect(seen.size).toBe(200_000);
  });
});
