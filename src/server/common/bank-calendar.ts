/*
 * The bank's calendar: days and months counted in BANK_TIME_ZONE (an IANA zone). A day is written
 * `YYYY-MM-DD`; its start is the instant of local midnight there, found from the zone's offset with
 * Intl (no library), checked again after the first guess so a daylight-saving change is respected.
 * Interest, statements and closing all count days here, so they agree on which day an instant is.
 */

import Holidays from 'date-holidays';

const parts = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = parts.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(zone, f);
  }
  return f;
}

/** The wall-clock fields of `at` in `zone`. */
function wall(at: Date, zone: string) {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return {
    y: Number(p.year),
    m: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    min: Number(p.minute),
    s: Number(p.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, zone: string): number {
  const w = wall(at, zone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The bank-calendar day `at` falls on. */
export function bankDay(at: Date, zone: string): string {
  const w = wall(at, zone);
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The instant a bank-calendar day starts: local midnight in the zone. */
export function dayStartsAt(day: string, zone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - offsetMs(new Date(guess), zone);
  return new Date(guess - offsetMs(new Date(first), zone));
}

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the month after `month` (`YYYY-MM`). */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The last day of `month` (`YYYY-MM`). */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** `day` moved by `n` calendar days (done in UTC, where every day has 24 hours). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The day after `day`. */
export const nextDay = (day: string) => addDays(day, 1);

/** The first day of the month `day` is in. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** 366 in a leap year, else 365: the divisor of a daily interest rate. */
export function daysInYear(day: string): 365 | 366 {
  return isLeapYear(Number(day.slice(0, 4))) ? 366 : 365;
}

/** Whether `month` closes a calendar quarter (March, June, September, December). */
export const closesQuarter = (month: string) => Number(month.slice(5, 7)) % 3 === 0;

/** The month before the one `at` falls in: the last month that has ended in the bank's calendar. */
export function lastClosedMonth(at: Date, zone: string): string {
  const [y, m] = bankDay(at, zone).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** "January 2027", the month's name in words for texts. */
export function monthName(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment as the bank's wall clock, `YYYY-MM-DD HH:MM:SS`, for the lines of a statement. */
export function bankDateTime(at: Date, zone: string): string {
  const w = wall(at, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${bankDay(at, zone)} ${two(w.h)}:${two(w.min)}:${two(w.s)}`;
}

/*
 * Business days (issue 50 part 3, docs/disputes.md): Monday to Friday, except the days the Federal Reserve
 * Banks close for a US federal holiday. The holidays come from `date-holidays` (its `public` days for the
 * US, which are the eleven federal ones with their observed days). A holiday on a Sunday is observed on
 * the Monday, and that Monday is closed; a holiday on a Saturday is observed by the government on the
 * Friday, but the Federal Reserve Banks stay open that Friday, so it stays a business day. Days are the
 * bank's days (`bankDay` in BANK_TIME_ZONE), so the calendar is asked about `YYYY-MM-DD` only.
 */

type Holiday = { date: string; type: string; substitute?: boolean };
let holidayCalendar: { getHolidays: (year: number) => Holiday[] } | undefined;
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The weekdays of `year` on which the bank is closed for a US federal holiday, as `YYYY-MM-DD`. */
export function federalHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    holidayCalendar ??= new Holidays('US');
    days = new Set(
      holidayCalendar
        .getHolidays(year)
        // A Friday that only stands in for a Saturday holiday is a banking day; weekends are closed anyway.
        .filter((h) => h.type === 'public' && !(h.substitute && weekday(h.date.slice(0, 10)) === 5))
        .map((h) => h.date.slice(0, 10))
        .filter((day) => weekday(day) !== 0 && weekday(day) !== 6),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** 0 for Sunday … 6 for Saturday, of a calendar day. */
function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Whether the bank is open on `day`: a weekday that is no federal holiday. */
export function isBusinessDay(day: string): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !federalHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The `n`-th business day after `day` (`day` itself is not counted, whatever it is): a notice received
 * on a Saturday and one received on the Friday before it both reach business day 1 on the Monday.
 */
export function addBusinessDays(day: string, n: number): string {
  let d = day;
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

/** How many business days there are after `from` up to and including `to` (0 when `to` is not later). */
export function businessDaysBetween(from: string, to: string): number {
  let n = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (isBusinessDay(d)) n++;
  return n;
}
