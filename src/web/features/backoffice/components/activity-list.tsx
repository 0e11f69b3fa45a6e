import type { LoginActivity } from '../../../../shared/schemas/auth';
import { backofficeTexts, dateTimeText } from '../backoffice-texts';

/** Sign-ins, failures and password changes, newest first, with where they came from. */
export function ActivityList({ activity }: { activity: LoginActivity[] }) {
  return (
    <section className="card bo-section" aria-labelledby="bo-activity-title">
      <h2 id="bo-activity-title" className="section-title">
        Recent activity
      </h2>
      {activity.length === 0 ? (
        <p className="bo-empty">{backofficeTexts.noActivity}</p>
      ) : (
        <ul className="plain-list">
          {activity.slice(0, 20).map((item, index) => (
            <li key={`${item.timestamp}-${index}`} className="list-line">
              <span className="strong">{item.action}</span>
              <span className="bo-muted">{dateTimeText(item.timestamp)}</span>
              {item.ip || item.userAgent ? (
                <span className="bo-activity__where">
                  {[item.ip, item.userAgent].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
