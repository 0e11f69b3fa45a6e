import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStreamLive } from './notification-stream';

export type AppNotification = {
  _id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
};

type NotificationsAnswer = { notifications: AppNotification[]; unread: number };

const notificationsKey = queryKeys.notifications;
export const NOTIFICATIONS_REFRESH_MS = 30_000;
/** While the live stream is up it brings every change; polling is only a safety net then. */
export const NOTIFICATIONS_FALLBACK_REFRESH_MS = 60_000;

/**
 * GET /notifications: the newest notifications and the unread count, refetched on every live event
 * (`notification-stream.ts`), every 30 s while the stream is down (60 s while it is up), and whenever the
 * window comes back into focus (TanStack's own focus refetch only follows tab visibility).
 */
export function useNotifications() {
  const live = useStreamLive();
  const query = useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiRequest<NotificationsAnswer>('/notifications?limit=30', { signal }),
    refetchInterval: live ? NOTIFICATIONS_FALLBACK_REFRESH_MS : NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  useEffect(() => {
    // Several components share this query; a refetch already under way is joined, not restarted.
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return query;
}

/** POST /notifications/read: the given ids, or every notification when `ids` is left out. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest<{ message: string; updated: number }>('/notifications/read', {
        method: 'POST',
        body: ids ? { ids } : {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
