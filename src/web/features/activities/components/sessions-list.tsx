import { messages } from '../../../../shared/messages';
import type { ActiveSession } from '../../../../shared/schemas/support';
import { deviceName } from '../device-name';
import { LocalTime } from '../../../components/ui/local-time';
import { Facts } from '../../../components/ui/facts';

/** A session's facts: no indent, and a long IP address or time wraps anywhere. */
const factValue = 'm-0 break-anywhere';

/** The customer's live sessions: device, IP and last use, with this device marked. */
export function SessionsList({ sessions }: { sessions: ActiveSession[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <>
      <ul className="plain-list divided">
        {sessions.map((session) => (
          <li key={session._id} className="stack-xs sessions-list__item">
            <p className="cluster strong">
              <span title={session.userAgent ?? undefined}>{deviceName(session.userAgent)}</span>
              {session.current ? (
                <span className="pill text-xs bold text-success sessions-list__current">
                  {messages.activities.thisDevice}
                </span>
              ) : null}
            </p>
            <Facts
              className="row-wrap m-0 text-sm sessions-list__facts"
              lineClassName=""
              termClassName="muted text-xs"
              lines={[
                ['IP', session.ip ?? 'Unknown', factValue],
                ['Last seen', <LocalTime key="seen" iso={session.lastSeenAt} />, factValue],
                ['Signed in', <LocalTime key="in" iso={session.createdAt} />, factValue],
              ]}
            />
          </li>
        ))}
      </ul>
      {others === 0 ? <p className="muted">{messages.activities.noOtherSessions}</p> : null}
    </>
  );
}
