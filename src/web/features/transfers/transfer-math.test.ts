import { describe, expect, it } from 'vitest';
import { feeText, isOwnAccount, quote, totalBalance } from './transfer-math';

const accounts = [
  { _id: 'a', name: 'Checking', accountNumber: '1000000001', balance: 870.1 },
  { _id: 'b', name: 'Savings', accountNumber: '1000000002', balance: 0.2 },
];

describe('transfer math', () => {
  it('adds balances exactly', () => {
    expect(totalBalance(accounts)).toBe(870.3);
    expect(totalBalance([])).toBe(0);
  });

  it('writes whole-dollar fees the way the spec does', () => {
    expect(feeText(3000n)).toBe('$30');
    expect(feeText(3550n)).toBe('$35.50');
  });

  it('waives the fee only for own accounts at this bank', () => {
    expect(isOwnAccount(accounts, ' vault bank ', '1000000002')).toBe(true);
    expect(isOwnAccount(accounts, 'Other Bank', '1000000002')).toBe(false);
    expect(isOwnAccount(accounts, 'Vault Bank', '1000000009')).toBe(false);
  });

  it('quotes amount, fee and total in cents', () => {
    expect(quote('100', 3000n)).toEqual({ amountCents: 10000n, feeCents: 3000n, totalCents: 13000n });
    expect(quote('0.1', 0n)?.totalCents).toBe(10n);
    expect(quote('abc', 3000n)).toBeNull();
  });
});
