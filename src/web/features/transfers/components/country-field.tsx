import { useMemo, useState, type KeyboardEvent } from 'react';
import { COUNTRIES } from '../../../../shared/countries';
import { messages } from '../../../../shared/messages';
import { searchCountries } from '../country-search';
import { Select } from '../../../components/ui/select';
import type { BoundField } from '../../../lib/form-fields';
import { TextField } from '../../../components/ui/text-field';

type CountryFieldProps = BoundField & { value: string; onPick: (code: string) => void };

/**
 * SPEC.md's searchable list of countries: a search box narrows a native select (value the ISO code, label
 * the name), so the keyboard and screen readers work as usual. The first match is picked as one types.
 */
export function CountryField({ value, onPick, ...field }: CountryFieldProps) {
  const [search, setSearch] = useState('');
  const options = useMemo(() => searchCountries(search), [search]);

  const onSearch = (text: string) => {
    setSearch(text);
    const found = searchCountries(text);
    if (!text.trim() || found.some((country) => country.value === value)) return;
    onPick(found[0]?.value ?? '');
  };

  // Enter in the search box picks what is shown instead of submitting the whole form.
  const keepForm = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <div className="columns form-columns form-columns__wide">
      <TextField
        label="Search countries"
        type="search"
        autoComplete="off"
        placeholder="e.g. Germ"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={keepForm}
      />
      <Select
        label="Bank country"
        hint={search.trim() ? `${options.length} of ${COUNTRIES.length} countries match.` : undefined}
        {...field}
        value={value}
      >
        <option value="">{options.length ? 'Choose a country' : messages.transferForm.noCountryMatch}</option>
        {options.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
