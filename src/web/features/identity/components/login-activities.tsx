import type { LoginActivity } from '../../../../shared/schemas/auth';

function localTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString();
}

/** The login activities of the profile: action and time, newest first as the server sends them. */
export function LoginActivities({ activities }: { activities: LoginActivity[] }) {
  return (
    <section className="card" aria-labelledby="login-activities-title">
      <h2 id="login-activities-title" className="subtitle">
        Login activities
      </h2>
      {activities.length === 0 ? (
        <p className="identity__muted">No login activity yet.</p>
      ) : (
        <ul className="plain-list">
          {activities.map((activity, index) => (
            <li key={`${activity.timestamp}-${index}`} className="list-line">
              <span className="strong">{activity.action}</span>
              <time className="identity__muted" dateTime={activity.timestamp}>
                {localTime(activity.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
