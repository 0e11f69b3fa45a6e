import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_DURATIONS, REPAYMENT_PLANS } from './constants';
import { addMonthsUtc, amortize, durationToMonths, scheduleTotals } from './loan-schedule';

const start = new Date('2026-01-31T10:00:00Z');

/** Loans from `minPrincipal` cents to $100M at 0 to `maxRateBps`, of every duration and repayment plan. */
const anyLoan = (minPrincipal: bigint, maxRateBps: number, starts: fc.Arbitrary<Date>) =>
  fc.record({
    principalCents: fc.bigInt({ min: minPrincipal, max: 100_000_000_00n }),
    annualRateBps: fc.integer({ min: 0, max: maxRateBps }),
    durationMonths: fc.constantFrom(...LOAN_DURATIONS).map(durationToMonths),
    repayment: fc.constantFrom(...REPAYMENT_PLANS),
    start: starts,
  });

describe('amortize', () => {
  it('gives the textbook instalment: $5,000 at 12 % over 12 months, monthly', () => {
    const rows = amortize({
      principalCents: 500_000n,
      annualRateBps: 1200,
      durationMonths: 12,
      repayment: 'Monthly',
      start,
    });
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      n: 1,
      dueDate: '2026-02-28',
      payment: 44_424n,
      interest: 5_000n,
      principal: 39_424n,
      balance: 460_576n,
    });
    expect(rows[11]!.balance).toBe(0n);
    expect(rows.slice(0, 11).every((r) => r.payment === 44_424n)).toBe(true);
    const totals = scheduleTotals(rows);
    expect(totals.totalPayable - totals.totalInterest).toBe(500_000n);
  });

  it('pays a 6-month Yearly loan in one instalment at the end, with half a year of interest', () => {
    const rows = amortize({
      principalCents: 100_000n,
      annualRateBps: 1000,
      durationMonths: 6,
      repayment: 'Yearly',
      start,
    });
    expect(rows).toEqual([
      { n: 1, dueDate: '2026-07-31', payment: 105_000n, interest: 5_000n, principal: 100_000n, balance: 0n },
    ]);
  });

  it('has 12, 4 or 1 instalments a year over the duration', () => {
    const count = (durationMonths: number, repayment: 'Monthly' | 'Quarterly' | 'Yearly') =>
      amortize({ principalCents: 1_000_00n, annualRateBps: 900, durationMonths, repayment, start }).length;
    expect([count(6, 'Monthly'), count(12, 'Monthly'), count(24, 'Monthly')]).toEqual([6, 12, 24]);
    expect([count(6, 'Quarterly'), count(12, 'Quarterly'), count(24, 'Quarterly')]).toEqual([2, 4, 8]);
    expect([count(6, 'Yearly'), count(12, 'Yearly'), count(24, 'Yearly')]).toEqual([1, 1, 2]);
  });

  it('charges no interest at a zero rate', () => {
    const rows = amortize({
      principalCents: 1_000n,
      annualRateBps: 0,
      durationMonths: 6,
      repayment: 'Monthly',
      start,
    });
    expect(rows.map((r) => r.payment)).toEqual([167n, 167n, 167n, 167n, 167n, 165n]);
    expect(rows.every((r) => r.interest === 0n)).toBe(true);
  });

  it('property: principal parts sum exactly to the amount and balances never go negative', () => {
    fc.assert(
      fc.property(
        anyLoan(
          1n,
          10_000,
          fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        ),
        (loan) => {
          const rows = amortize(loan);
          expect(rows.reduce((sum, r) => sum + r.principal, 0n)).toBe(loan.principalCents);
          let previous = loan.principalCents;
          for (const row of rows) {
            expect(row.balance >= 0n).toBe(true);
            expect(row.principal >= 0n && row.interest >= 0n).toBe(true);
            expect(row.payment).toBe(row.principal + row.interest);
            expect(row.balance).toBe(previous - row.principal);
            previous = row.balance;
          }
          expect(rows.at(-1)!.balance).toBe(0n);
          // Due dates move forward, one period apart.
          const dates = rows.map((r) => r.dueDate);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: the regular instalments are equal and the last differs by rounding only', () => {
    fc.assert(
      fc.property(anyLoan(100_000n, 3_000, fc.constant(start)), (loan) => {
        const rows = amortize(loan);
        const first = rows[0]!.payment;
        expect(rows.slice(0, -1).every((r) => r.payment === first)).toBe(true);
        const last = rows.at(-1)!.payment;
        const drift = last > first ? last - first : first - last;
        expect(drift <= BigInt(rows.length)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('addMonthsUtc', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonthsUtc(new Date('2026-01-31T00:00:00Z'), 1)).toBe('2026-02-28');
    expect(addMonthsUtc(new Date('2028-01-31T00:00:00Z'), 1)).toBe('2028-02-29');
    expect(addMonthsUtc(new Date('2026-03-15T23:00:00Z'), 12)).toBe('2027-03-15');
    expect(addMonthsUtc(new Date('2026-11-30T00:00:00Z'), 3)).toBe('2027-02-28');
  });
});
