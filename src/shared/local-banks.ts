import { BRAND_NAME } from './constants';

/**
 * The banks a local transfer's bank name is picked from, this bank first (issue 47): a pick cannot be
 * misspelt, so a payment meant for a Vault Bank account never leaves as an external one by a typo. Any
 * other bank is still typed, and the API keeps taking the name as text (SPEC.md §3 `bankName`).
 */
export const LOCAL_BANKS = [
  BRAND_NAME,
  'Bank of America',
  'Capital One',
  'Chase',
  'Citibank',
  'PNC Bank',
  'TD Bank',
  'Truist',
  'U.S. Bank',
  'Wells Fargo',
] as const;

/** The list's entry for a typed name (any case), or undefined for a bank not on it. */
export function listedBank(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return LOCAL_BANKS.find((bank) => bank.toLowerCase() === wanted);
}

export const isThisBank = (name: string) => name.trim().toLowerCase() === BRAND_NAME.toLowerCase();
