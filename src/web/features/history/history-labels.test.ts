import { describe, expect, it } from 'vitest';
import { counterpartyLines, statusText } from './history-labels';

describe('history labels', () => {
  it('shows a missing status as Pending', () => {
    expect(statusText(undefined)).toBe('Pending');
    expect(statusText('Failed')).toBe('Failed');
  });

  it('labels the counterparty', () => {
    expect(
      counterpartyLines({
        bankName: 'Deutsche Bank',
        bankCountry: 'DE',
        bankCountryName: 'Germany',
        swiftExtra: 'x',
      }),
    ).toEqual([
      ['Bank name', 'Deutsche Bank'],
      ['Bank country', 'Germany'],
      ['Swift extra', 'x'],
    ]);
  });
});
