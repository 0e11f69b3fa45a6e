import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { addDays, bankDay, daysInYear, microToCents, monthStart } from './bank-days';

describe("the bank's calendar", () => {
  it("names the day an instant falls on in the bank's time zone", () => {
    const instant = new Date('2027-03-31T23:30:00Z');
    expect(bankDay(instant, 'UTC')).toBe('2027-03-31');
    expect(bankDay(instant, 'Europe/London')).toBe('2027-04-01');
    expect(bankDay(instant, 'America/New_York')).toBe('2027-03-31');
  });

  it('counts 366 days in a leap year only, and adds days across months and years', () => {
    expect([
      daysInYear('2028-02-29'),
      daysInYear('2027-06-01'),
      daysInYear('2100-01-01'),
      daysInYear('2000-01-01'),
    ]).toEqual([366, 365, 365, 366]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(monthStart('2028-02-29')).toBe('2028-02-01');
  });

  it('rounds micro-cents to cents half up, once', () => {
    expect([microToCents(499_999n), microToCents(500_000n), microToCents(3_961_748_638n)]).toEqual([
      0n,
      1n,
      3962n,
    ]);
  });

  it('takes BANK_TIME_ZONE as an IANA zone, UTC by default, and refuses another', () => {
    expect(loadConfig({}).bankTimeZone).toBe('UTC');
    expect(loadConfig({ BANK_TIME_ZONE: 'Europe/London' }).bankTimeZone).toBe('Europe/London');
    expect(() => loadConfig({ BANK_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BANK_TIME_ZONE/);
  });
});
