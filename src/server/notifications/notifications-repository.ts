import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type NewNotification = { kind: string; title: string; body?: string; link?: string };

/** Stores a notification; pass a transaction as `db` to make it part of the event that caused it. */
export async function notify(db: Db, userId: string, n: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null })
    .execute();
}

/** One of the user's notifications, or undefined (another user's id finds nothing). */
export async function findNotification(db: Db, userId: string, id: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export async function listNotifications(db: Db, userId: string, limit: number) {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute(),
    countUnread(db, userId),
  ]);
  return { rows, unread };
}

/** Marks the caller's notifications read: the given ids, or all of them. Other users' ids are ignored. */
export async function markRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) q = q.where('id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
