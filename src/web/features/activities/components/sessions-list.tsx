import { messages } from '../../../../shared/messages';
import type { ActiveSession } from '../../../../shared/schemas/support';
import { deviceName } from '../device-name';
import { LocalTime } from './local-time';

/** The customer's live sessions: device, IP and last use, with this device marked. */
export function SessionsList({ sessions }: { sessions: ActiveSession[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <ul className="plain-list">
        {sessions.map((session) => (
          <li key={session._id} className="sessions-list__item">
            <p className="sessions-list__device">
              <span title={session.userAgent ?? undefined}>{deviceName(session.userAgent)}</span>
              {session.current ? (
                <span className="sessions-list__current">{messages.activities.thisDevice}</span>
              ) : null}
            </p>
            <dl className="sessions-list__facts">
              <div>
                <dt>IP</dt>
                <dd>{session.ip ?? 'Unknown'}</dd>
              </div>
              <div>
                <dt>Last seen</dt>
                <dd>
                  <LocalTime iso={session.lastSeenAt} />
                </dd>
              </div>
              <div>
                <dt>Signed in</dt>
                <dd>
                  <LocalTime iso={session.createdAt} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="muted">{messages.activities.noOtherSessions}</p> : null}
    </>
  );
}
