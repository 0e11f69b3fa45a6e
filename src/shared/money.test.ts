import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amountMessages,
  dollarsToCents,
  wholeDollarsToCents,
  amountSchema,
  centsToDecimalString,
  centsToDollars,
  formatCents,
  parseAmountToCents,
} from './money';

const MAX = 1_000_000_00n; // $1,000,000.00

function refusal(input: unknown, max = MAX): string | undefined {
  const result = parseAmountToCents(input, max);
  return result.ok ? undefined : result.message;
}

describe('parseAmountToCents', () => {
  it.each([
    [100, 10_000n],
    ['100', 10_000n],
    [100.5, 10_050n],
    ['100.50', 10_050n],
    [0.01, 1n],
    ['0.01', 1n],
    [125.5, 12_550n],
    [1_000_000, MAX],
    ['1000000.00', MAX],
    ['007', 700n],
    ['10.500', 1_050n],
  ])('accepts %o exactly', (input, cents) => {
    expect(parseAmountToCents(input, MAX)).toEqual({ ok: true, cents });
  });

  it.each([-1, 0, -0, '0', '0.00', '-5', '-0.01', -1e300])('refuses %o as not above zero', (input) => {
    expect(refusal(input)).toBe(amountMessages.notPositive);
  });

  it.each([0.001, '0.001', 1.005, '1.005', 0.30000000000000004, 1e-7])(
    'refuses %o for having more than 2 decimals',
    (input) => {
      expect(refusal(input)).toBe(amountMessages.tooManyDecimals);
    },
  );

  it.each([
    '1e3',
    '1E3',
    true,
    false,
    [1],
    {},
    { amount: 1 },
    NaN,
    Infinity,
    -Infinity,
    'abc',
    '1,000',
    '1 000',
    '0x10',
    '+1',
    ' 10',
    '10 ',
    '10\n',
    '10.',
    '.5',
    '1.2.3',
    '١٠',
    10n,
  ])('refuses %o as not a plain number', (input) => {
    expect(refusal(input)).toBe(amountMessages.notPlainNumber);
  });

  it.each([undefined, null, '', '  ', '\t'])('asks for an amount when given %o', (input) => {
    expect(refusal(input)).toBe(amountMessages.missing);
  });

  it.each([1e308, 1e21, 1_000_000.01, '1000000.01', '9'.repeat(100_000)])(
    'refuses %o above the maximum',
    (input) => {
      expect(refusal(input)).toBe('Amounts above $1,000,000.00 are not accepted.');
    },
  );

  it('round-trips every whole number of cents written with 2 decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX }), (cents) => {
        const text = centsToDecimalString(cents);
        expect(parseAmountToCents(text, MAX)).toEqual({ ok: true, cents });
        expect(parseAmountToCents(Number(text), MAX)).toEqual({ ok: true, cents });
      }),
    );
  });

  it('refuses any amount with a nonzero digit after the second decimal', () => {
    const extraDecimals = fc
      .tuple(fc.stringMatching(/^\d{0,5}$/), fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{0,5}$/))
      .map(([before, nonzero, after]) => `${before}${nonzero}${after}`);
    fc.assert(
      fc.property(fc.nat(999_999), fc.stringMatching(/^\d{2}$/), extraDecimals, (whole, cents, extra) => {
        expect(refusal(`${whole}.${cents}${extra}`)).toBe(amountMessages.tooManyDecimals);
      }),
    );
  });

  it('never answers cents outside 1..max, whatever it is given', () => {
    const inputs = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.string(),
      fc.stringMatching(/^-?\d{0,9}(\.\d{0,4})?$/),
    );
    fc.assert(
      fc.property(inputs, fc.bigInt({ min: 0n, max: MAX }), (input, max) => {
        const result = parseAmountToCents(input, max);
        if (result.ok) expect(result.cents > 0n && result.cents <= max).toBe(true);
      }),
    );
  });
});

describe('formatCents and centsToDecimalString', () => {
  it.each([
    [0n, '$0.00', '0.00'],
    [5n, '$0.05', '0.05'],
    [100n, '$1.00', '1.00'],
    [123_456n, '$1,234.56', '1234.56'],
    [-123_456n, '-$1,234.56', '-1234.56'],
    [-5n, '-$0.05', '-0.05'],
    [100_000_000n, '$1,000,000.00', '1000000.00'],
    [12_345_678_901_234_567_890n, '$123,456,789,012,345,678.90', '123456789012345678.90'],
  ])('writes %s cents as %s and %s', (cents, formatted, decimal) => {
    expect(formatCents(cents)).toBe(formatted);
    expect(centsToDecimalString(cents)).toBe(decimal);
  });

  it('keeps centsToDollars exact for ordinary amounts', () => {
    expect(centsToDollars(123_456n)).toBe(1234.56);
  });
});

describe('amountSchema', () => {
  const body = z.strictObject({ amount: amountSchema(MAX) });

  it('outputs bigint cents', () => {
    expect(body.parse({ amount: '125.50' })).toEqual({ amount: 12_550n });
    expect(body.parse({ amount: 125.5 })).toEqual({ amount: 12_550n });
  });

  it.each([
    [{ amount: true }, amountMessages.notPlainNumber],
    [{ amount: 0.001 }, amountMessages.tooManyDecimals],
    [{}, amountMessages.missing],
    [{ amount: '2000000' }, 'Amounts above $1,000,000.00 are not accepted.'],
  ])('refuses %o with the customer-facing message', (input, message) => {
    const result = body.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['amount'], message })]);
  });

  it('tells the OpenAPI document that a number or a string is expected', () => {
    expect(z.toJSONSchema(amountSchema(MAX), { io: 'input' })).toMatchObject({ type: ['number', 'string'] });
  });
});

describe('cents and dollars', () => {
  it('reads back every amount the API shows into the same cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it('turns a whole-dollar setting into cents', () => {
    expect(wholeDollarsToCents(50_000n)).toBe(5_000_000n);
    expect(wholeDollarsToCents(7)).toBe(700n);
  });
});
