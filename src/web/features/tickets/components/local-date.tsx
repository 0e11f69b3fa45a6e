/** A date on one line and the time below it, in the visitor's own time zone. */
export function LocalDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso}>
      {date.toLocaleDateString()}
      <span className="tickets__time">{date.toLocaleTimeString()}</span>
    </time>
  );
}
