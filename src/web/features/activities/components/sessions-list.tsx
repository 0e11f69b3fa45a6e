import { messages } from '../../../../shared/messages';
import type { ActiveSession } from '../../../../shared/schemas/support';
import { deviceName } from '../device-name';
import { LocalTime } from '../../../components/ui/local-time';
import { Facts } from '../../../components/ui/facts';

/** The customer's live sessions: device, IP and last use, with this device marked. */
export function SessionsList({ sessions }: { sessions: ActiveSession[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <ul className="plain-list">
        {sessions.map((session) => (
          <li key={session._id} className="sessions-list__item">
            <p className="cluster strong">
              <span title={session.userAgent ?? undefined}>{deviceName(session.userAgent)}</span>
              {session.current ? (
                <span className="sessions-list__current">{messages.activities.thisDevice}</span>
              ) : null}
            </p>
            <Facts
              className="sessions-list__facts"
              lineClassName=""
              lines={[
                ['IP', session.ip ?? 'Unknown'],
                ['Last seen', <LocalTime key="seen" iso={session.lastSeenAt} />],
                ['Signed in', <LocalTime key="in" iso={session.createdAt} />],
              ]}
            />
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="muted">{messages.activities.noOtherSessions}</p> : null}
    </>
  );
}
