import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { queryKeys } from '../../../lib/query-keys';

const notificationsKey = queryKeys.notifications;

/** After the server refused the stream (signed out, too many tabs, restarting), try again this much later. */
const REOPEN_AFTER_MS = 30_000;

// Whether the live stream is open now: every user of the notifications query polls slowly while it is.
let live = false;
const watchers = new Set<() => void>();

function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const w of watchers) w();
}

function subscribe(watcher: () => void) {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** True while GET /events is connected. */
export function useStreamLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
}

type UnreadEvent = { unread: number };

function listen(client: QueryClient): () => void {
  let source: EventSource | undefined;
  let reopen: number | undefined;
  const refetch = () =>
    void client.invalidateQueries({ queryKey: notificationsKey }, { cancelRefetch: false });
  const open = () => {
    source = new EventSource('/events');
    source.onopen = () => {
      setLive(true);
      // Whatever happened while the stream was down is fetched once.
      refetch();
    };
    source.addEventListener('notification', refetch);
    source.addEventListener('unread', (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as UnreadEvent;
      const known = client.getQueryData<{ unread: number }>(notificationsKey);
      // A count that moved means the list did too (read elsewhere, or a new notification).
      if (known?.unread !== unread) refetch();
    });
    source.onerror = () => {
      setLive(false);
      // EventSource reconnects by itself after a dropped connection, but not after an error answer.
      if (source?.readyState === EventSource.CLOSED) reopen = window.setTimeout(open, REOPEN_AFTER_MS);
    };
  };
  open();
  return () => {
    window.clearTimeout(reopen);
    source?.close();
    setLive(false);
  };
}

/**
 * Opens the live event stream (one per tab) while the component that calls it is mounted: the top bar's
 * bell, which goes away at sign-out. Every event refetches the notifications, so the bell changes at once.
 */
export function useNotificationStream(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return listen(client);
  }, [client]);
}
