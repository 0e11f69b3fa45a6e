/** `YYYY-MM-DD` of a date in the visitor's own calendar, the form the statement calls take. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The default statement range: the first day of this month to today. */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDay(now) };
}
