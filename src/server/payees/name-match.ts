import type { PayeeCheckResult } from '../../shared/schemas/payees';

/** The form a name is compared in: case, spacing and punctuation aside (as the ledger's `ledger_name_key`). */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,'’-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Confirmation of payee for an account of this bank: `match` when the name is the holder's (case, spacing
 * and punctuation aside); `close_match` for a small typo (at most one edit in ten characters, two at most),
 * the names in another order, or an initial for the first name ("J Roe" for Jane Roe); else `no_match`.
 */
export function compareNames(given: string, holder: string): Exclude<PayeeCheckResult, 'unavailable'> {
  const a = nameKey(given);
  const b = nameKey(holder);
  if (a === b) return 'match';
  const allowed = Math.min(2, Math.max(1, Math.floor(b.length / 10)));
  if (editDistance(a, b) <= allowed) return 'close_match';
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  if ([...wordsA].sort().join(' ') === [...wordsB].sort().join(' ')) return 'close_match';
  const sameLast = wordsA.at(-1) === wordsB.at(-1);
  const initial =
    wordsA.length === wordsB.length && wordsA[0]!.length === 1 && wordsB[0]!.startsWith(wordsA[0]!);
  if (sameLast && initial) return 'close_match';
  return 'no_match';
}
