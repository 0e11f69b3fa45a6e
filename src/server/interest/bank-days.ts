/*
 * Days of the bank's calendar as `YYYY-MM-DD` text: the day an instant falls on in the bank's time zone
 * (BANK_TIME_ZONE), and plain calendar arithmetic on such days (done in UTC, where every day has 24 hours).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day `now` falls on in `timeZone`. */
export function bankDay(now: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(now);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The first day of the month `day` is in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** 366 in a leap year, else 365: the divisor of the daily rate (issue 49). */
export function daysInYear(day: string): 365 | 366 {
  return isLeapYear(Number(day.slice(0, 4))) ? 366 : 365;
}

/** Micro-cents to cents, rounded half up once (the month's posting). */
export function microToCents(micro: bigint): bigint {
  return (micro + 500_000n) / 1_000_000n;
}
