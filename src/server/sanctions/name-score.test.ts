import { describe, expect, it } from 'vitest';
import { minLengthRatio, nameScore, normalizeName, scored } from './name-score';
import { matchesOf } from './sanctions-service';

const score = (a: string, b: string, ratio = 0) => nameScore(scored(a), scored(b), ratio);

describe('name normalisation', () => {
  it('drops case, accents and punctuation and turns "LAST, First" around', () => {
    expect(normalizeName('MÜLLER-ORTEGA, Héctor')).toBe('hector muller ortega');
    expect(normalizeName('  Straße   Łukasz  ')).toBe('strasse lukasz');
    expect(normalizeName('O’Neil, Ann-Marie')).toBe('ann marie o neil');
    // Several commas: an entity's name, kept in order.
    expect(normalizeName('BANK OF X, LTD., BRANCH')).toBe('bank of x ltd branch');
    expect(normalizeName('ＡＣＭＥ')).toBe('acme');
    expect(normalizeName('-- ,')).toBe('');
  });
});

describe('the score', () => {
  it('is 1 for the same words in any order, and Jaro–Winkler for typos', () => {
    expect(score('Dmitri Krasnov', 'KRASNOV, Dmitri')).toBe(1);
    expect(score('Krasnov Dmitri', 'Dmitri Krasnov')).toBe(1);
    expect(score('Paul Ostravine', 'OSTRAVIN, Pavel')).toBeGreaterThan(0.92);
    expect(score('Ada Lovelace', 'OSTRAVIN, Pavel')).toBeLessThan(0.7);
    expect(score('', 'Anything')).toBe(0);
  });

  it('matches a name that leaves a middle name out only when every word matches', () => {
    expect(score('Dmitri Krasnov', 'KRASNOV, Dmitri Anatolyevich')).toBe(1);
    expect(score('Dmitri Kasparov', 'KRASNOV, Dmitri Anatolyevich')).toBeLessThan(0.92);
  });

  it('skips whole-name scores that cannot reach the threshold by length, never a word match', () => {
    const ratio = minLengthRatio(0.92);
    expect(ratio).toBeCloseTo(0.6, 5);
    expect(score('Jo Li', 'Jonathan Livingstone-Smythe', ratio)).toBeLessThan(0.92);
    expect(score('Dmitri Krasnov', 'KRASNOV, Dmitri Anatolyevich', ratio)).toBe(1);
  });
});

describe('the threshold', () => {
  const names = [
    { entNum: 1007, name: 'OSTRAVIN, Pavel' },
    { entNum: 1007, name: 'OSTRAVINE, Paul' },
    { entNum: 1001, name: 'KRASNOV, Dmitri Anatolyevich' },
  ].map((n) => ({ ...n, ...scored(n.name), entryName: n.name }));
  const compiled = { list: { id: 'l', version: 'v' }, names } as Parameters<typeof matchesOf>[0];

  it('decides what matches, one match per entry, and skips remembered false positives', () => {
    expect(matchesOf(compiled, 'Pavel Ostravine', 0.92, new Set())).toEqual([
      { entNum: 1007, name: 'OSTRAVIN, Pavel', score: expect.closeTo(0.9889, 3) },
    ]);
    expect(matchesOf(compiled, 'Pavel Ostrovsky', 0.92, new Set())).toEqual([]);
    expect(matchesOf(compiled, 'Pavel Ostrovsky', 0.9, new Set())).toHaveLength(1);
    expect(matchesOf(compiled, 'Pavel Ostravin', 0.92, new Set([1007]))).toEqual([]);
  });
});
