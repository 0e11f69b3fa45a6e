import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankFormatMessages,
  isValidAba,
  isValidBic,
  isValidIban,
  isValidLocalAccountNumber,
  validateInternationalDestination,
} from './bank-formats';
import { COUNTRIES, IBAN_LENGTHS, isCountryCode } from './countries';

/** Examples published in the SWIFT IBAN registry and by the banks themselves. */
const VALID_IBANS = [
  'GB82 WEST 1234 5698 7654 32',
  'DE89 3704 0044 0532 0130 00',
  'FR14 2004 1010 0505 0001 3M02 606',
  'NL91 ABNA 0417 1643 00',
  'BE68 5390 0754 7034',
  'CH93 0076 2011 6238 5295 7',
  'NO93 8601 1117 947',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'SA03 8000 0000 6080 1016 7519',
  'LC55 HEMM 0001 0001 0012 0012 0002 3015',
];

/** An independent reference for the checksum: the whole number at once, in bigint. */
function referenceMod97(iban: string): bigint {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = [...rearranged].map((char) => parseInt(char, 36).toString()).join('');
  return BigInt(digits) % 97n;
}

/** Tries account numbers in turn until the computed check digits come out as wanted (about 1 in 97). */
function britishIbanWithCheckDigits(check: string): string {
  for (let n = 0; ; n += 1) {
    const bban = `WEST${n.toString().padStart(14, '0')}`;
    const computed = 98n - referenceMod97(`GB00${bban}`);
    if (computed.toString().padStart(2, '0') === check) return `GB${check}${bban}`;
  }
}

/** One test per value: `isValid` accepts each of `good` and refuses each of `bad`. */
function acceptsAndRefuses(isValid: (value: string) => boolean, good: string[], bad: string[]) {
  it.each(good)('accepts %s', (value) => {
    expect(isValid(value)).toBe(true);
  });
  it.each(bad)('refuses %j', (value) => {
    expect(isValid(value)).toBe(false);
  });
}

describe('isValidIban', () => {
  it.each(VALID_IBANS)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(iban.replace(/ /g, ''))).toBe(true);
    expect(isValidIban(iban.toLowerCase())).toBe(true);
  });

  it.each([
    ['a corrupted check digit', 'GB83 WEST 1234 5698 7654 32'],
    ['a corrupted check digit', 'DE88 3704 0044 0532 0130 00'],
    ['a swapped pair of digits', 'NL91 ABNA 0417 1634 00'],
    ['a missing character', 'DE89 3704 0044 0532 0130 0'],
    ['an extra character', 'NL91 ABNA 0417 1643 001'],
    ['an unknown country', 'US89 3704 0044 0532 0130 00'],
    ['letters as check digits', 'DEAB 3704 0044 0532 0130 00'],
    ['punctuation', 'DE89-3704-0044-0532-0130-00'],
    ['nothing at all', ''],
  ])('refuses %s (%s)', (_, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('refuses check digits 00, 01 and 99, which leave the same remainder as 97, 98 and 02', () => {
    for (const [check, twin] of [
      ['97', '00'],
      ['98', '01'],
      ['02', '99'],
    ] as const) {
      const iban = britishIbanWithCheckDigits(check);
      const twinIban = `GB${twin}${iban.slice(4)}`;
      expect(isValidIban(iban)).toBe(true);
      expect(referenceMod97(twinIban)).toBe(1n);
      expect(isValidIban(twinIban)).toBe(false);
    }
  });

  it('refuses any IBAN with one digit changed', () => {
    const compactIbans = VALID_IBANS.map((iban) => iban.replace(/ /g, ''));
    fc.assert(
      fc.property(
        fc.constantFrom(...compactIbans),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, n, shift) => {
          const digitPositions = [...iban].flatMap((char, i) => (/\d/.test(char) ? [i] : []));
          const position = digitPositions[n % digitPositions.length] ?? 0;
          const changed = (Number(iban[position]) + shift) % 10;
          const corrupted = iban.slice(0, position) + changed + iban.slice(position + 1);
          expect(isValidIban(corrupted)).toBe(false);
        },
      ),
    );
  });

  it('agrees with a bigint reference on arbitrary IBAN-shaped strings', () => {
    const ibanShaped = fc
      .constantFrom(...Object.entries(IBAN_LENGTHS))
      .chain(([country, length]) =>
        fc
          .tuple(fc.stringMatching(/^\d{2}$/), fc.stringMatching(new RegExp(`^[0-9A-Z]{${length - 4}}$`)))
          .map(([check, bban]) => `${country}${check}${bban}`),
      );
    fc.assert(
      fc.property(ibanShaped, (iban) => {
        const check = Number(iban.slice(2, 4));
        const expected = referenceMod97(iban) === 1n && check >= 2 && check <= 98;
        expect(isValidIban(iban)).toBe(expected);
      }),
    );
  });

  it('accepts every IBAN whose check digits are computed by the reference', () => {
    const valid = fc.constantFrom(...Object.entries(IBAN_LENGTHS)).chain(([country, length]) =>
      fc.stringMatching(new RegExp(`^[0-9A-Z]{${length - 4}}$`)).map((bban) => {
        const check = 98n - referenceMod97(`${country}00${bban}`);
        return `${country}${check.toString().padStart(2, '0')}${bban}`;
      }),
    );
    fc.assert(
      fc.property(valid, (iban) => {
        expect(isValidIban(iban)).toBe(true);
      }),
    );
  });
});

describe('isValidBic', () => {
  acceptsAndRefuses(
    isValidBic,
    ['DEUTDEFF', 'DEUTDEFF500', 'NEDSZAJJXXX', 'deutdeff', 'DEUT DE FF', 'CHASUS33'],
    [
      'DEUT1EFF',
      'DEUTDEF',
      'DEUTDEFF5',
      'DEUTDEFF50',
      'DEUTDEFF5000',
      'DEUTXXFF',
      'DEUTUKFF',
      'DEU1DEFF',
      '',
    ],
  );
});

describe('isValidAba', () => {
  acceptsAndRefuses(
    isValidAba,
    ['021000021', '011000015', '026009593'],
    ['021000022', '000000000', '02100002', '0210000210', '02100002a', ''],
  );

  it('refuses any valid routing number with one digit changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const aba = '021000021';
        const changed = (Number(aba[position]) + shift) % 10;
        expect(isValidAba(aba.slice(0, position) + changed + aba.slice(position + 1))).toBe(false);
      }),
    );
  });
});

describe('isValidLocalAccountNumber', () => {
  acceptsAndRefuses(
    isValidLocalAccountNumber,
    ['123456', '1234567890', '12345678901234567'],
    ['12345', '123456789012345678', '12345a', ' 123456', '123 456', ''],
  );
});

describe('validateInternationalDestination', () => {
  const germany = {
    bankCountry: 'DE',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
    routingNumber: 'DEUTDEFF',
  };

  it('accepts a matching IBAN and BIC, however they are spaced or cased', () => {
    expect(validateInternationalDestination(germany)).toBeNull();
    expect(
      validateInternationalDestination({
        ...germany,
        accountNumber: 'de89370400440532013000',
        routingNumber: 'deutdeff',
      }),
    ).toBeNull();
  });

  it.each([
    ['a corrupted IBAN', 'DE88 3704 0044 0532 0130 00'],
    ["another country's IBAN", 'GB82 WEST 1234 5698 7654 32'],
    ['a plain account number', '0532013000'],
  ])('refuses %s where the country uses IBAN', (_, accountNumber) => {
    expect(validateInternationalDestination({ ...germany, accountNumber })).toBe(
      'Enter a valid IBAN for Germany.',
    );
  });

  it('names the country in its IBAN message', () => {
    expect(validateInternationalDestination({ ...germany, bankCountry: 'NL' })).toBe(
      'Enter a valid IBAN for Netherlands.',
    );
  });

  it('takes 4 to 34 letters and digits where the country has no IBAN', () => {
    const japan = { bankCountry: 'JP', routingNumber: 'MHCBJPJT' };
    expect(validateInternationalDestination({ ...japan, accountNumber: '1234567' })).toBeNull();
    expect(validateInternationalDestination({ ...japan, accountNumber: 'AB12 34' })).toBeNull();
    for (const accountNumber of ['123', '12-34567', '1'.repeat(35), '']) {
      expect(validateInternationalDestination({ ...japan, accountNumber })).toBe(
        bankFormatMessages.accountNumber,
      );
    }
  });

  it('takes an ABA number or a BIC for the US, and only a BIC elsewhere', () => {
    const us = { bankCountry: 'US', accountNumber: '123456789' };
    expect(validateInternationalDestination({ ...us, routingNumber: '021000021' })).toBeNull();
    expect(validateInternationalDestination({ ...us, routingNumber: 'CHASUS33' })).toBeNull();
    expect(validateInternationalDestination({ ...us, routingNumber: '021000022' })).toBe(
      'Enter a valid 9-digit ABA routing number or a BIC.',
    );
    expect(validateInternationalDestination({ ...germany, routingNumber: '021000021' })).toBe(
      'Enter a valid BIC/SWIFT code (8 or 11 characters).',
    );
  });

  it.each(['', 'de', 'XX', 'XK', 'UK', 'EU', 'DEU'])('refuses the bank country %j', (bankCountry) => {
    expect(validateInternationalDestination({ ...germany, bankCountry })).toBe(bankFormatMessages.country);
  });
});

describe('countries', () => {
  it('lists the 249 assigned ISO 3166-1 codes once each, sorted by name', () => {
    const codes = COUNTRIES.map((country) => country.value);
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const collator = new Intl.Collator('en');
    const labels = COUNTRIES.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(collator.compare));
  });

  it('recognises assigned codes only', () => {
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('AX')).toBe(true);
    for (const code of ['de', 'UK', 'EU', 'XK', 'ZZ', 'toString', ''])
      expect(isCountryCode(code)).toBe(false);
  });

  it('has IBAN lengths for registry countries, all but Kosovo with an ISO code', () => {
    expect(IBAN_LENGTHS).toMatchObject({ DE: 22, GB: 22, FR: 27, NL: 18, NO: 15, LC: 32, RU: 33 });
    for (const [code, length] of Object.entries(IBAN_LENGTHS)) {
      expect(code === 'XK' || isCountryCode(code)).toBe(true);
      expect(length).toBeGreaterThanOrEqual(15);
      expect(length).toBeLessThanOrEqual(34);
    }
  });
});
