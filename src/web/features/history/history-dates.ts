/** `YYYY-MM-DD` of a date in the visitor's own calendar, the form the statement calls take. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The first day of this month to today. */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDay(now) };
}

/**
 * The default statement range: the whole of last month, the statement a customer files or sends on
 * (a landlord, an accountant) once it is complete.
 */
export function lastMonth(now: Date = new Date()): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  return { from: isoDay(first), to: isoDay(last) };
}
