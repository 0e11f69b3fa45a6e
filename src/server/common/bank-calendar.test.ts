import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  addDays,
  bankDateTime,
  bankDay,
  dayStartsAt,
  daysInYear,
  lastClosedMonth,
  monthEnd,
  monthStart,
} from './bank-calendar';

describe('the bank calendar', () => {
  it('starts a day at local midnight in the zone, across daylight-saving changes', () => {
    expect(dayStartsAt('2027-01-01', 'UTC').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(dayStartsAt('2027-01-01', 'America/New_York').toISOString()).toBe('2027-01-01T05:00:00.000Z');
    // New York is on daylight time from 14 March 2027: its midnight moves an hour.
    expect(dayStartsAt('2027-04-01', 'America/New_York').toISOString()).toBe('2027-04-01T04:00:00.000Z');
    expect(dayStartsAt('2027-04-01', 'Asia/Kolkata').toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });

  it("reads a moment as the bank's day and month", () => {
    const at = new Date('2027-02-01T04:30:00Z'); // 23:30 on 31 January in New York
    expect(bankDay(at, 'America/New_York')).toBe('2027-01-31');
    expect(bankDateTime(at, 'America/New_York')).toBe('2027-01-31 23:30:00');
    expect(bankDay(at, 'UTC')).toBe('2027-02-01');
    expect(lastClosedMonth(at, 'America/New_York')).toBe('2026-12');
    expect(lastClosedMonth(at, 'UTC')).toBe('2027-01');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
  });

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
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(monthStart('2028-02-29')).toBe('2028-02-01');
  });

  it('BANK_TIME_ZONE defaults to UTC and must be an IANA zone', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).bankTimeZone).toBe('UTC');
    expect(loadConfig({ NODE_ENV: 'test', BANK_TIME_ZONE: 'Europe/Berlin' }).bankTimeZone).toBe(
      'Europe/Berlin',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', BANK_TIME_ZONE: 'Mars/Olympus' })).toThrow(/BANK_TIME_ZONE/);
  });
});
