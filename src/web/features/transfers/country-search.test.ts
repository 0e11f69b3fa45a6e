import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../shared/countries';
import { searchCountries } from './country-search';

describe('searchCountries', () => {
  it('lists every country for an empty search', () => {
    expect(searchCountries('  ')).toHaveLength(COUNTRIES.length);
    expect(COUNTRIES).toHaveLength(249);
  });

  it('finds by part of the name, ignoring case', () => {
    expect(searchCountries('germ').map((c) => c.value)).toEqual(['DE']);
  });

  it('puts names starting with the text first, and accepts a code', () => {
    const found = searchCountries('ind').map((c) => c.value);
    expect(found.slice(0, 2)).toEqual(['IN', 'ID']);
    expect(found).toContain('IO');
    expect(searchCountries('us')[0]?.value).toBe('US');
  });
});
