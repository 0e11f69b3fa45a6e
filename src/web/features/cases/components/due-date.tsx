import { monitoringMessages as texts } from '../../../../shared/financial-crime-messages';
import { DateTime } from '../../../components/ui/date-time';

/** The SAR decision's due date, flagged when it has passed on an open case. */
export function DueDate({
  summary,
}: {
  summary: { dueAt: string; overdue: boolean; closedAt: string | null };
}) {
  if (summary.closedAt) return <span className="note">—</span>;
  return (
    <span className="row-wrap gap-1">
      <DateTime iso={summary.dueAt} />
      {summary.overdue ? <span className="pill tone-danger">{texts.overdue}</span> : null}
    </span>
  );
}
