import type { LoginActivity } from '../../../shared/schemas/auth';
import { LocalTime } from './local-time';

type ActivityLinesProps = {
  activities: LoginActivity[];
  empty: string;
  /** The class of the times and of the empty text (each screen sets its own muted size). */
  mutedClassName: string;
  listClassName?: string;
  /** Also the IP address and browser under each line (the back office). */
  where?: boolean;
};

/** Sign-ins, failures and password changes as the server orders them (newest first): what and when. */
export function ActivityLines({
  activities,
  empty,
  mutedClassName,
  listClassName,
  where,
}: ActivityLinesProps) {
  if (activities.length === 0) return <p className={mutedClassName}>{empty}</p>;
  return (
    <ul className={listClassName ?? 'plain-list'}>
      {activities.map((activity, index) => (
        <li key={`${activity.timestamp}-${index}`} className="list-line">
          <span className="strong">{activity.action}</span>
          <LocalTime className={mutedClassName} iso={activity.timestamp} />
          {where && (activity.ip || activity.userAgent) ? (
            <span className="list-line__where muted break-anywhere">
              {[activity.ip, activity.userAgent].filter(Boolean).join(' · ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
