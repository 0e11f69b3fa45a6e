import { localDateTime } from '../../lib/format-date';

/** A timestamp as a `<time>` element, in the visitor's own time zone and locale. */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso}>
      {localDateTime(iso)}
    </time>
  );
}
