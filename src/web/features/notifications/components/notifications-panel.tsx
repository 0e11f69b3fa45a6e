import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { CloseIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/api-client';
import { useMarkRead, useNotifications, type AppNotification } from '../api/use-notifications';
import { NotificationItem } from './notification-item';

type NotificationsPanelProps = {
  open: boolean;
  onClose: () => void;
  /** The button that opened the panel; focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The list of notifications in a native modal dialog: focus moves in and stays there, Escape or a click
 * outside closes it, and focus returns to the button that opened it.
 */
export function NotificationsPanel({ open, onClose, returnFocusTo }: NotificationsPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const list = useNotifications();
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => ref.current?.close();
  const closed = () => {
    onClose();
    returnFocusTo.current?.focus();
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  const follow = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate([notification._id]);
    close();
  };

  return (
    <dialog
      ref={ref}
      className="notifications-panel"
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={closed}
      onClick={closeOnBackdrop}
    >
      <div className="notifications-panel__content">
        <header className="notifications-panel__header">
          <h2 id={titleId} className="section-title">
            Notifications
          </h2>
          <button
            type="button"
            className="notifications-panel__x"
            aria-label="Close notifications"
            onClick={close}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="notifications-panel__toolbar">
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
      </div>
    </dialog>
  );
}
