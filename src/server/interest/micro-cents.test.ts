import { describe, expect, it } from 'vitest';
import { microToCents } from './micro-cents';

describe('micro-cents', () => {
  it('rounds micro-cents to cents half up, once', () => {
    expect([microToCents(499_999n), microToCents(500_000n), microToCents(3_961_748_638n)]).toEqual([
      0n,
      1n,
      3962n,
    ]);
  });
});
