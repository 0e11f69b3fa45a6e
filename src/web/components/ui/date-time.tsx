/** The day on one line and the time below it, in the viewer's own time zone. */
export function DateTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso}>
      {date.toLocaleDateString()}
      <span className="data-table__sub date-time__time">{date.toLocaleTimeString()}</span>
    </time>
  );
}
