/**
 * Date and time of an ISO timestamp in the visitor's own time zone and locale: the one way every screen
 * writes an instant. No timestamp gives `empty`; one that cannot be read is shown as it came.
 */
export function localDateTime(iso: string | null | undefined, empty = ''): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** The day alone of an ISO timestamp, in the visitor's calendar (a statement's day heading, a list line). */
export function localDate(iso: string | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, options);
}

/** The time alone of an ISO timestamp, in the visitor's time zone. */
export function localTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString();
}
