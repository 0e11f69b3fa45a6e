import { Link } from 'react-router';
import type { AppNotification } from '../api/use-notifications';
import { LocalTime } from '../../../components/ui/local-time';

type NotificationItemProps = {
  notification: AppNotification;
  onFollow: (notification: AppNotification) => void;
};

/** Only links inside the app are followed; anything else in `link` is ignored rather than trusted. */
function internalPath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** One notification: title, text and time, and a link to what it is about. Everything shown as text. */
export function NotificationItem({ notification, onFollow }: NotificationItemProps) {
  const path = internalPath(notification.link);
  return (
    <li className={`grid gap-1 notification${notification.read ? '' : ' notification--unread'}`}>
      <p className="strong break-anywhere notification__title">
        {notification.read ? null : <span className="visually-hidden">Unread: </span>}
        {notification.title}
      </p>
      {notification.body ? <p className="break-anywhere text-sm">{notification.body}</p> : null}
      <p className="meta-line">
        <LocalTime iso={notification.createdAt} />
        {path ? (
          <Link className="strong" to={path} onClick={() => onFollow(notification)}>
            View<span className="visually-hidden"> {notification.title}</span>
          </Link>
        ) : null}
      </p>
    </li>
  );
}
