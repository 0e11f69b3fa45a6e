/*
 * The bank's calendar: days and months counted in BANK_TIME_ZONE (an IANA zone). A day is written
 * `YYYY-MM-DD`; its start is the instant of local midnight there, found from the zone's offset with
 * Intl (no library), checked again after the first guess so a daylight-saving change is respected.
 * Interest, statements and closing all count days here, so they agree on which day an instant is.
 */

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
