import { IBAN_LENGTHS, countryName, isCountryCode } from './countries';

/**
 * Checks of the bank details in transfer forms (DESIGN.md §6). IBAN, BIC and ABA checks ignore spaces and case,
 * because banks print these codes in groups and people paste them that way; store `compactBankCode(value)`.
 */

export const bankFormatMessages = {
  country: 'Choose the country of the bank.',
  iban: (country: string) => `Enter a valid IBAN for ${countryName(country) ?? country}.`,
  accountNumber: 'Enter a valid account number (4 to 34 letters and digits).',
  bic: 'Enter a valid BIC/SWIFT code (8 or 11 characters).',
  abaOrBic: 'Enter a valid 9-digit ABA routing number or a BIC.',
} as const;

/** Removes all whitespace and uppercases: the form in which bank codes are checked and stored. */
export function compactBankCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 13616: a registered country prefix, that country's length, and check digits that make the number
 * (rearranged, letters as 10–35) leave 1 when divided by 97. Check digits 00, 01 and 99 never occur, since
 * they would duplicate 97, 98 and 02.
 */
export function isValidIban(value: string): boolean {
  const iban = compactBankCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (ibanLength(iban.slice(0, 2)) !== iban.length) return false;
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

function ibanLength(country: string): number | undefined {
  return Object.hasOwn(IBAN_LENGTHS, country) ? IBAN_LENGTHS[country] : undefined;
}

/**
 * The remainder is carried digit by digit, so it never exceeds 96 · 100 + 35 and a 34-character IBAN needs
 * neither bigint nor float precision.
 */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const value = parseInt(char, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** ISO 9362: 4 letters of bank, an ISO country, 2 letters or digits of location, optionally 3 of branch. */
export function isValidBic(value: string): boolean {
  const match = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.exec(compactBankCode(value));
  return match !== null && isCountryCode(match[1] ?? '');
}

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** A US routing number: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10, not all zeros. */
export function isValidAba(value: string): boolean {
  const digits = compactBankCode(value);
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

/** An account at this bank or another local one: 6 to 17 digits, exactly as typed (no spaces). */
export function isValidLocalAccountNumber(value: string): boolean {
  return /^\d{6,17}$/.test(value);
}

export type InternationalDestination = { bankCountry: string; accountNumber: string; routingNumber: string };

/** The first problem with a wire's destination as a customer-facing message, or null when it is acceptable. */
export function validateInternationalDestination(destination: InternationalDestination): string | null {
  const { bankCountry, accountNumber, routingNumber } = destination;
  if (!isCountryCode(bankCountry)) return bankFormatMessages.country;
  return accountNumberError(bankCountry, accountNumber) ?? routingNumberError(bankCountry, routingNumber);
}

/** Where the country uses IBAN, the account number must be one of that country's IBANs, not a neighbour's. */
function accountNumberError(bankCountry: string, accountNumber: string): string | null {
  const compact = compactBankCode(accountNumber);
  if (ibanLength(bankCountry) !== undefined) {
    const valid = isValidIban(compact) && compact.startsWith(bankCountry);
    return valid ? null : bankFormatMessages.iban(bankCountry);
  }
  return /^[A-Z0-9]{4,34}$/.test(compact) ? null : bankFormatMessages.accountNumber;
}

/** US banks are often known only by their ABA number, so for the US either form is accepted. */
function routingNumberError(bankCountry: string, routingNumber: string): string | null {
  if (bankCountry === 'US') {
    return isValidBic(routingNumber) || isValidAba(routingNumber) ? null : bankFormatMessages.abaOrBic;
  }
  return isValidBic(routingNumber) ? null : bankFormatMessages.bic;
}
