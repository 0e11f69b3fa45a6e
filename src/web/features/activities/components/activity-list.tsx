import { messages } from '../../../../shared/messages';
import type { LoginActivity } from '../../../../shared/schemas/auth';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { deviceName } from '../device-name';
import { LocalTime } from '../../../components/ui/local-time';

type ActivityListProps = {
  activities: LoginActivity[] | undefined;
  loading: boolean;
  error: unknown;
};

/** SPEC.md §2 Recent Activities: each action with its local time, and where it came from. */
export function ActivityList({ activities, loading, error }: ActivityListProps) {
  if (loading) return <p role="status">{messages.activities.loading}</p>;
  if (error && !activities) {
    return <FormMessage tone="error">{errorText(error, messages.activities.loadError)}</FormMessage>;
  }
  if (!activities || activities.length === 0) {
    return <p className="muted">{messages.activities.empty}</p>;
  }
  return (
    <ul className="plain-list">
      {activities.map((activity, index) => (
        <li key={`${activity.timestamp}-${index}`} className="list-line">
          <span className="strong">{activity.action}</span>
          <LocalTime className="note" iso={activity.timestamp} />
          {activity.ip || activity.userAgent ? (
            <span className="list-line__where muted break-anywhere">
              {[deviceName(activity.userAgent), activity.ip].filter(Boolean).join(' · ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
