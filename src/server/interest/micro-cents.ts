/** Micro-cents to cents, rounded half up once (the month's interest posting). */
export function microToCents(micro: bigint): bigint {
  return (micro + 500_000n) / 1_000_000n;
}
