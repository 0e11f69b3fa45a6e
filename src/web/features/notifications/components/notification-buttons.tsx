import { useState } from 'react';
import { BellIcon, MailIcon } from '../../../components/ui/icons';
import { useNotificationStream } from '../api/notification-stream';
import { useNotifications } from '../api/use-notifications';
import { badgeText, unreadLabel } from '../unread-label';
import { NotificationsPanel } from './notifications-panel';
import '../notifications.css';

/** The top bar's mail and bell: the bell carries the unread count, either one opens the list. */
export function NotificationButtons() {
  useNotificationStream();
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  // Both buttons open the same list.
  const opensList = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => setOpen(true),
  } as const;

  return (
    <>
      <button {...opensList} className="icon-button" aria-label={unreadLabel('Messages', unread)}>
        <MailIcon />
      </button>
      <button
        {...opensList}
        className="icon-button relative"
        aria-label={unreadLabel('Notifications', unread)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            className="pill text-xs bold notification-bell__badge"
            aria-hidden="true"
            data-testid="unread-badge"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      <NotificationsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
