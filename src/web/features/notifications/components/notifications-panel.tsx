import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { errorText } from '../../../lib/api-client';
import { useMarkRead, useNotifications, type AppNotification } from '../api/use-notifications';
import { NotificationItem } from './notification-item';

type NotificationsPanelProps = { open: boolean; onClose: () => void };

/**
 * The list of notifications in the kit's modal dialog, placed under the top bar: focus moves in and stays
 * there, Escape or a click outside closes it, and focus returns to the button that opened it.
 */
export function NotificationsPanel({ open, onClose }: NotificationsPanelProps) {
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  const follow = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate([notification._id]);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Notifications"
      closeLabel="Close notifications"
      closeButton={false}
      className="notifications-panel"
    >
      <div className="toolbar empty-note">
        <p aria-live="polite">{unread === 0 ? 'All caught up.' : `${unread} unread`}</p>
        <Button
          variant="secondary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all as read
        </Button>
      </div>
      {list.isPending ? <p role="status">{messages.notifications.loading}</p> : null}
      {list.isError && !list.data ? (
        <FormMessage tone="error">{errorText(list.error, messages.notifications.loadError)}</FormMessage>
      ) : null}
      {list.data && list.data.notifications.length === 0 ? (
        <p className="muted">{messages.notifications.empty}</p>
      ) : null}
      {list.data && list.data.notifications.length > 0 ? (
        <ul className="plain-list">
          {list.data.notifications.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} onFollow={follow} />
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
