/** A timestamp in the visitor's own time zone and locale. */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  return (
    <time className={className} dateTime={iso}>
      {Number.isNaN(date.getTime()) ? iso : date.toLocaleString()}
    </time>
  );
}
