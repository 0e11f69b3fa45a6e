import { messages } from '../../../../shared/messages';
import type { LoginActivity } from '../../../../shared/schemas/auth';

function localTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString();
}

/** Sign-in activity, newest as the server orders it, in the visitor's local time. */
export function RecentActivities({ activities }: { activities: LoginActivity[] }) {
  return (
    <section className="card activities" aria-labelledby="activities-title">
      <h2 id="activities-title" className="subtitle">
        Recent Activities
      </h2>
      {activities.length === 0 ? (
        <p className="activities__empty">{messages.dashboard.noRecentActivity}</p>
      ) : (
        <ul className="activities__list">
          {activities.map((activity, index) => (
            <li key={`${activity.timestamp}-${index}`} className="list-line">
              <span className="strong">{activity.action}</span>
              <time className="activities__time" dateTime={activity.timestamp}>
                {localTime(activity.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
