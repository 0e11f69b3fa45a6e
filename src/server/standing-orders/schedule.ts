import type { Frequency } from '../../shared/schemas/standing-orders';

/** Dates are UTC calendar days written YYYY-MM-DD, as the statement's days are. */
const DAY_MS = 86_400_000;

export const toDay = (d: Date) => d.toISOString().slice(0, 10);
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) => toDay(new Date(dayStart(day).getTime() + n * DAY_MS));

/** The same day of the next month, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function nextMonthDay(day: string, dayOfMonth: number): string {
  const d = dayStart(day);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(year, month, Math.min(dayOfMonth, last))));
}

export type Recurrence = {
  frequency: Frequency;
  dayOfMonth: number | null;
  endDate: string | null;
  maxRuns: number | null;
};

/** The occurrence after `day`, once `runs` have been made; null when the order is done. */
export function nextOccurrence(r: Recurrence, day: string, runs: number): string | null {
  if (r.frequency === 'once') return null;
  if (r.maxRuns !== null && runs >= r.maxRuns) return null;
  const next =
    r.frequency === 'weekly' ? addDays(day, 7) : nextMonthDay(day, r.dayOfMonth ?? Number(day.slice(8)));
  return r.endDate !== null && next > r.endDate ? null : next;
}
