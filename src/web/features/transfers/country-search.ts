import { COUNTRIES, type CountryOption } from '../../../shared/countries';

/**
 * Countries whose name contains the search text (names starting with it first), or whose two-letter
 * code is the text. An empty search lists all 249.
 */
export function searchCountries(text: string): readonly CountryOption[] {
  const query = text.trim().toLowerCase();
  if (!query) return COUNTRIES;
  const starts: CountryOption[] = [];
  const contains: CountryOption[] = [];
  for (const country of COUNTRIES) {
    const label = country.label.toLowerCase();
    if (label.startsWith(query) || country.value.toLowerCase() === query) starts.push(country);
    else if (label.includes(query)) contains.push(country);
  }
  return [...starts, ...contains];
}
