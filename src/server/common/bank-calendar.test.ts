import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  federalHolidays,
  isBusinessDay,
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

  it('counts business days: weekends and the federal holidays the Federal Reserve Banks close on are skipped', () => {
    expect([...federalHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-07-05', // Independence Day is a Sunday: observed (closed) on the Monday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      // Juneteenth and Christmas 2027 are Saturdays, and 1 January 2028 too: the Fridays before stay open.
    ]);
    expect(isBusinessDay('2027-06-18')).toBe(true);
    expect(isBusinessDay('2027-12-24')).toBe(true);
    expect(isBusinessDay('2027-12-31')).toBe(true);
    expect(isBusinessDay('2027-11-25')).toBe(false); // Thanksgiving
    expect(isBusinessDay('2027-11-27')).toBe(false); // a Saturday
    // From Monday 22 November 2027: Thanksgiving (Thursday) and the weekend are not counted.
    expect(addBusinessDays('2027-11-22', 1)).toBe('2027-11-23');
    expect(addBusinessDays('2027-11-22', 3)).toBe('2027-11-26');
    expect(addBusinessDays('2027-11-22', 10)).toBe('2027-12-07');
    // A notice on a Saturday counts from the Monday, like one on the Friday before.
    expect(addBusinessDays('2027-11-20', 1)).toBe('2027-11-22');
    expect(addBusinessDays('2027-11-19', 1)).toBe('2027-11-22');
    // Across the year's end and 2028's holidays (New Year's Day on a Saturday, King Day on 17 January).
    expect(addBusinessDays('2027-12-20', 10)).toBe('2028-01-03');
    expect(addBusinessDays('2027-12-30', 12)).toBe('2028-01-18'); // 17 January is King Day
    expect(businessDaysBetween('2027-11-22', '2027-12-07')).toBe(10);
    expect(businessDaysBetween('2027-12-07', '2027-11-22')).toBe(0);
    expect(addBusinessDays('2027-03-01', 0)).toBe('2027-03-01');
  });
});
