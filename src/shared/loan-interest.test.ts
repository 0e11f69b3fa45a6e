import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAN_DURATIONS, REPAYMENT_PLANS } from './constants';
import { interestDue, interestToPay, type LoanTerms } from './loan-interest';
import { amortize, durationToMonths } from './loan-schedule';

const terms: LoanTerms = {
  principalCents: 500_000n,
  annualRateBps: 1200,
  durationMonths: 12,
  repayment: 'Monthly',
  start: new Date('2026-01-15T10:00:00Z'),
};
const fresh = { outstandingCents: 500_000n, fromDay: '2026-01-15' };

const anyLoan = fc.record({
  principalCents: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
  annualRateBps: fc.integer({ min: 0, max: 10_000 }),
  durationMonths: fc.constantFrom(...LOAN_DURATIONS.map(durationToMonths)),
  repayment: fc.constantFrom(...REPAYMENT_PLANS),
  start: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
});

describe('loan interest', () => {
  it("a schedule's instalments sum to principal plus interest, for any loan", () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const rows = amortize(loan);
        const paid = rows.reduce((s, r) => s + r.payment, 0n);
        const interest = rows.reduce((s, r) => s + r.interest, 0n);
        expect(paid).toBe(loan.principalCents + interest);
        expect(rows.reduce((s, r) => s + r.principal, 0n)).toBe(loan.principalCents);
        expect(interestToPay(loan, { outstandingCents: loan.principalCents, fromDay: day(loan.start) })).toBe(
          interest,
        );
      }),
    );
  });

  it('an instalment paid on its due date carries exactly its schedule row’s interest', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        let state = { outstandingCents: loan.principalCents, fromDay: day(loan.start) };
        for (const row of amortize(loan)) {
          expect(interestDue(loan, state, row.dueDate)).toBe(row.interest);
          state = { outstandingCents: state.outstandingCents - row.principal, fromDay: row.dueDate };
        }
        expect(state.outstandingCents).toBe(0n);
      }),
    );
  });

  it('before the first due date, interest is simple daily interest on the principal, rounded half up', () => {
    expect(interestDue(terms, fresh, '2026-01-15')).toBe(0n);
    // $5,000 × 12 % × 10 / 365 = $16.438… → $16.44
    expect(interestDue(terms, fresh, '2026-01-25')).toBe(1_644n);
    // $5,000 × 12 % × 1 / 365 = $1.6438… → $1.64
    expect(interestDue(terms, fresh, '2026-01-16')).toBe(164n);
  });

  it('a whole period costs the schedule’s period interest; days after it are daily', () => {
    expect(interestDue(terms, fresh, '2026-02-15')).toBe(5_000n);
    expect(interestDue(terms, fresh, '2026-02-17')).toBe(5_000n + 329n); // 2 days: $3.2876… → $3.29
    expect(interestDue(terms, fresh, '2026-03-15')).toBe(10_000n); // two periods unpaid
  });

  it('after an early repayment, the rest of the period is daily interest on what is left', () => {
    const after = { outstandingCents: 300_000n, fromDay: '2026-02-01' };
    // 14 days on $3,000: $13.808… → $13.81
    expect(interestDue(terms, after, '2026-02-15')).toBe(1_381n);
    expect(interestToPay(terms, after)).toBeLessThan(interestToPay(terms, fresh));
    expect(interestToPay(terms, { outstandingCents: 0n, fromDay: '2026-02-01' })).toBe(0n);
  });
});

function day(d: Date): string {
  return d.toISOString().slice(0, 10);
}
