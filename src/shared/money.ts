/**
 * Money is an integer number of cents. The API shows amounts as numbers in dollars (SPEC.md §3);
 * this converts cents to that number exactly for any amount below 2^53 cents.
 */
export function centsToDollars(cents: bigint): number {
  return Number(cents) / 100;
}
