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
 * Finds a live session and touches it in one round trip. A session is live when it is not revoked,
 * was used within the idle timeout, is younger than the absolute timeout, and its user is enabled.
 */
export async function touchSession(
  db: Db,
  tokenHash: Buffer,
  idleMs: number,
  absoluteMs: number,
): Promise<SessionUser | undefined> {
  const result = await sql<SessionUser>`
    UPDATE sessions s SET last_seen_at = now()
    FROM users u
    WHERE s.token_hash = ${tokenHash}
      AND u.id = s.user_id
      AND s.revoked_at IS NULL
      AND u.disabled_at IS NULL
      AND s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
      AND s.created_at > now() - make_interval(secs => ${absoluteMs / 1000})
    RETURNING s.id AS "sessionId", u.id AS "userId", u.role, u.email,
      u.first_name AS "firstName", u.last_name AS "lastName"`.execute(db);
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
