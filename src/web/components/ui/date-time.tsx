import { localDate, localTime } from '../../lib/format-date';

/**
 * The day on one line and the time below it, in the viewer's own time zone. A space separates them in the
 * text too, so that copied, read aloud or laid out on one line they never run together ("12/1/20267:27 PM").
 */
export function DateTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso}>
      {localDate(iso)} <span className="data-table__sub date-time__time">{localTime(iso)}</span>
    </time>
  );
}
