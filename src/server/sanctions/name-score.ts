import { jaroWinkler } from '@skyra/jaro-winkler';

/**
 * The names of screening (docs/sanctions.md): both sides are normalised the same way, then scored with
 * Jaro–Winkler (`@skyra/jaro-winkler`) as written and with their words in alphabetical order, so "LAST,
 * First", "First Last" and "Last First" score alike.
 */

/** Letters NFKD leaves whole: written as their usual Latin spelling. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * Lower case, accents dropped (NFKD, then the combining marks removed), "LAST, First" turned into "first
 * last" (one comma only: a name of several commas is an entity's, left in order), every other character
 * that is not a letter or digit a space, spaces collapsed.
 */
export function normalizeName(name: string): string {
  let s = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  s = s.replace(/[ßæœøđðłþı]/g, (c) => FOLDED[c] ?? c);
  const parts = s.split(',');
  if (parts.length === 2 && parts[0]!.trim() && parts[1]!.trim()) s = `${parts[1]} ${parts[0]}`;
  return s
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The words of a normalised name in alphabetical order. */
export function sortedTokens(normalized: string): string {
  return normalized.split(' ').sort().join(' ');
}

export type ScoredName = { normalized: string; sorted: string; tokens: string[] };

export const scored = (name: string): ScoredName => {
  const normalized = normalizeName(name);
  return { normalized, sorted: sortedTokens(normalized), tokens: normalized ? normalized.split(' ') : [] };
};

/**
 * The best of three Jaro–Winkler scores: the names as written, with their words sorted, and word by word
 * (each word of the name with fewer words, of two at least, paired with the best unused word of the other;
 * the weakest pair's score, so every word must match), so a middle name left out ("Dmitri Krasnov" for "KRASNOV, Dmitri Anatolyevich") still
 * matches. `minRatio` skips the whole-name scores of names too different in length to reach the threshold.
 */
export function nameScore(a: ScoredName, b: ScoredName, minRatio = 0): number {
  if (!a.normalized || !b.normalized) return 0;
  if (a.normalized === b.normalized || a.sorted === b.sorted) return 1;
  const [la, lb] = [a.normalized.length, b.normalized.length];
  const whole =
    Math.min(la, lb) / Math.max(la, lb) >= minRatio
      ? Math.max(jaroWinkler(a.normalized, b.normalized), jaroWinkler(a.sorted, b.sorted))
      : 0;
  return Math.max(whole, wordScore(a.tokens, b.tokens));
}

function wordScore(a: string[], b: string[]): number {
  const [few, many] = a.length <= b.length ? [a, b] : [b, a];
  if (few.length < 2) return 0;
  const used = new Set<number>();
  let weakest = 1;
  for (const word of few) {
    let best = 0;
    let at = -1;
    many.forEach((other, i) => {
      if (used.has(i)) return;
      const s = word === other ? 1 : jaroWinkler(word, other);
      if (s > best) [best, at] = [s, i];
    });
    if (at < 0) return 0;
    used.add(at);
    weakest = Math.min(weakest, best);
  }
  return weakest;
}

/**
 * The shortest length ratio that can still reach `threshold`: Jaro is at most (2 + short/long) / 3 and
 * Winkler's prefix bonus at most 0.4 of what is left, so names further apart in length are skipped
 * without scoring them.
 */
export function minLengthRatio(threshold: number): number {
  const jaro = (threshold - 0.4) / 0.6;
  return Math.max(0, 3 * jaro - 2);
}
