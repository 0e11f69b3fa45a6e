import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type SessionUser = {
  sessionId: string;
  userId: string;
  role: 'admin' | 'customer';
  email: string;
  firstName: string;
  lastName: string;
};

export async function insertSession(
  db: Db,
  s: { tokenHash: Buffer; userId: string; ip: string | null; userAgent: string | null },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({ token_hash: s.tokenHash, user_id: s.userId, ip: s.ip, user_agent: s.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Finds a live session in one round trip. A session is live when it is not revoked, was used within the
 * idle timeout, is younger than the absolute timeout, and its user is enabled. `last_seen_at` is written
 * at most once a minute, so most requests only read and their commit costs no disk flush.
 */
export async function touchSession(
  db: Db,
  tokenHash: Buffer,
  idleMs: number,
  absoluteMs: number,
  /** False for a page's automatic refresh: it proves the tab is open, not that someone is there. */
  touch = true,
): Promise<SessionUser | undefined> {
  const result = await sql<SessionUser>`
    WITH live AS (
      SELECT s.id, s.last_seen_at, u.id AS user_id, u.role, u.email, u.first_name, u.last_name
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash}
        AND s.revoked_at IS NULL
        AND u.disabled_at IS NULL
        AND s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
        AND s.created_at > now() - make_interval(secs => ${absoluteMs / 1000})
    ), touched AS (
      UPDATE sessions SET last_seen_at = now()
      FROM live WHERE ${touch} AND sessions.id = live.id AND live.last_seen_at < now() - interval '1 minute'
    )
    SELECT id AS "sessionId", user_id AS "userId", role, email, first_name AS "firstName", last_name AS "lastName"
    FROM live`.execute(db);
  return result.rows[0];
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Ends every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
