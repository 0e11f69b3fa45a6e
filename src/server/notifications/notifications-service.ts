import type { Db } from '../db/connection';
import { listNotifications, markRead } from './notifications-repository';
import { toPublicNotification } from './notification-view';

/** The caller's newest notifications and how many are unread. */
export async function notificationsOf(db: Db, userId: string, limit: number) {
  const { rows, unread } = await listNotifications(db, userId, limit);
  return { unread, notifications: rows.map(toPublicNotification) };
}

/** Marks the given notifications of the caller read, or all of them; answers how many changed. */
export function markNotificationsRead(db: Db, userId: string, ids?: string[]) {
  return markRead(db, userId, ids);
}
