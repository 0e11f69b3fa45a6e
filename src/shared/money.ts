import { z } from 'zod';

/**
 * Money is an integer number of cents (DESIGN.md §4). Amounts typed by customers are read from their decimal
 * text straight into cents, so no binary float ever touches a balance.
 */

/**
 * The API shows amounts as numbers in dollars (SPEC.md §3);
 * this converts cents to that number exactly for any amount below 2^53 cents.
 */
export function centsToDollars(cents: bigint): number {
  return Number(cents) / 100;
}

/**
 * The reverse of `centsToDollars`, for an amount the API showed (at most 2 decimals): rounding to the
 * nearest cent undoes the binary float's error, so the cents are exact.
 */
export function dollarsToCents(dollars: number): bigint {
  return BigInt(Math.round(dollars * 100));
}

/** A whole number of dollars (a configured limit) in cents. */
export function wholeDollarsToCents(dollars: bigint | number): bigint {
  return BigInt(dollars) * 100n;
}

export type AmountResult = { ok: true; cents: bigint } | { ok: false; message: string };

export const amountMessages = {
  missing: 'Enter an amount.',
  notPositive: 'Enter an amount greater than zero.',
  tooManyDecimals: 'Enter an amount with at most 2 decimal places.',
  notPlainNumber: 'Enter the amount as a plain number, like 125.50.',
  tooLarge: (maxCents: bigint) => `Amounts above ${formatCents(maxCents)} are not accepted.`,
} as const;

/*
 * The accepted text: ASCII digits, optionally a point followed by more digits. A digit is required on both sides
 * of the point, so "10." and ".5" are refused; leading zeros are harmless ("007" is $7.00). There is no room for
 * signs, spaces, separators, exponents or hex. JavaScript's `$` matches only at the very end, so "10\n" fails too.
 */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const NEGATIVE_DECIMAL = /^-\d+(?:\.\d+)?$/;

/**
 * Reads an amount in dollars, given as a JSON number or a decimal string, into cents: greater than zero, at
 * most `maxCents`, and a whole number of cents. Zeros beyond the second decimal are accepted ("10.500" is
 * $10.50) because the amount is still exact; any other third decimal is refused, never rounded.
 */
export function parseAmountToCents(input: unknown, maxCents: bigint): AmountResult {
  if (input === undefined || input === null) return refuse(amountMessages.missing);
  if (typeof input === 'number') return parseNumber(input, maxCents);
  if (typeof input !== 'string') return refuse(amountMessages.notPlainNumber);
  if (input.trim() === '') return refuse(amountMessages.missing);
  return parseDecimalText(input, maxCents);
}

/**
 * A JSON number is read from its shortest round-trip text, which is exactly what the client wrote for any
 * amount a person would type. JavaScript writes numbers below 1e-6 or from 1e21 up with an exponent; those are
 * refused with the message that fits their size.
 */
function parseNumber(value: number, maxCents: bigint): AmountResult {
  if (!Number.isFinite(value)) return refuse(amountMessages.notPlainNumber);
  const text = String(value);
  if (!/e/i.test(text)) return parseDecimalText(text, maxCents);
  if (value <= 0) return refuse(amountMessages.notPositive);
  if (value < 1) return refuse(amountMessages.tooManyDecimals);
  // Doubles of 1e21 and above are whole numbers, so BigInt reads them exactly.
  const tooLarge = BigInt(value) * 100n > maxCents;
  return refuse(tooLarge ? amountMessages.tooLarge(maxCents) : amountMessages.notPlainNumber);
}

function parseDecimalText(text: string, maxCents: bigint): AmountResult {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) {
    return refuse(NEGATIVE_DECIMAL.test(text) ? amountMessages.notPositive : amountMessages.notPlainNumber);
  }
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return refuse(amountMessages.tooManyDecimals);
  const digits = (whole + fraction.slice(0, 2).padEnd(2, '0')).replace(/^0+/, '');
  if (digits === '') return refuse(amountMessages.notPositive);
  // Comparing lengths first keeps a megabyte of digits from being turned into a bigint.
  if (digits.length > maxCents.toString().length || BigInt(digits) > maxCents) {
    return refuse(amountMessages.tooLarge(maxCents));
  }
  return { ok: true, cents: BigInt(digits) };
}

function refuse(message: string): AmountResult {
  return { ok: false, message };
}

/** `$1,234.56`, or `-$1,234.56` below zero, exact for any number of cents. */
export function formatCents(cents: bigint): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}$${groupThousands(whole)}.${fraction}`;
}

/** `1234.56` (or `-1234.56`): the plain form for CSV exports, which spreadsheets read as a number. */
export function centsToDecimalString(cents: bigint): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}${whole}.${fraction}`;
}

function splitCents(cents: bigint): { sign: string; whole: string; fraction: string } {
  const magnitude = cents < 0n ? -cents : cents;
  return {
    sign: cents < 0n ? '-' : '',
    whole: (magnitude / 100n).toString(),
    fraction: (magnitude % 100n).toString().padStart(2, '0'),
  };
}

function groupThousands(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.push(digits.slice(Math.max(0, end - 3), end));
  return groups.reverse().join(',');
}

/**
 * A body field holding an amount in dollars, parsed to bigint cents. The input is `unknown` so that a boolean
 * or an object gets the same customer-facing message as a malformed string, not a generic type error; the
 * metadata gives the OpenAPI document the accepted types that `unknown` cannot.
 */
export function amountSchema(maxCents: bigint) {
  return z
    .unknown()
    .transform((input, ctx) => {
      const result = parseAmountToCents(input, maxCents);
      if (result.ok) return result.cents;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    .meta({
      anyOf: [{ type: 'number' }, { type: 'string' }],
      description: `Amount in dollars, as a number or a decimal string with at most 2 decimals, above zero and at most ${centsToDecimalString(maxCents)}.`,
      examples: [125.5, '125.50'],
    });
}
