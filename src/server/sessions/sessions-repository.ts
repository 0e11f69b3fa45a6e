import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { twoStepOf } from '../mfa/two-step-sql';

export type SessionUser = {
  sessionId: string;
  userId: string;
  role: 'admin' | 'customer';
  email: string;
  firstName: string;
  lastName: string;
  /** Two-step sign-in is on for this user: an authenticator app or a passkey (issue 15). */
  twoStep: boolean;
  /** When this session last proved a second factor (step-up), or null. */
  secondFactorAt: Date | null;
  /** The customer reported a sign-in that wasn't them: outgoing payments pause until a password reset. */
  lockedDown: boolean;
  /** When this session was signed in: the password (or passkey) was proved then. */
  signedInAt: Date;
};

export async function insertSession(
  db: Db,
  s: { tokenHash: Buffer; userId: string; ip: string | null; userAgent: string | null; twoFactor?: boolean },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      ip: s.ip,
      user_agent: s.userAgent,
      ...(s.twoFactor ? { two_factor: true, second_factor_at: new Date() } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type SessionRecord = { user: SessionUser; createdAt: Date; lastSeenAt: Date };

/**
 * A live session: not revoked, used within the idle timeout, younger than the absolute timeout, and its
 * user enabled. Only reads; `last_seen_at` is written in batches by the session cache.
 */
export async function findLiveSession(
  db: Db,
  tokenHash: Buffer,
  idleMs: number,
  absoluteMs: number,
): Promise<SessionRecord | undefined> {
  const result = await sql<Omit<SessionUser, 'signedInAt'> & { createdAt: Date; lastSeenAt: Date }>`
    SELECT s.id AS "sessionId", u.id AS "userId", u.role, u.email, u.first_name AS "firstName",
           u.last_name AS "lastName", s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
           ${twoStepOf('u')} AS "twoStep", s.second_factor_at AS "secondFactorAt",
           u.locked_down_at IS NOT NULL AS "lockedDown"
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = ${tokenHash}
      AND s.revoked_at IS NULL
      AND u.disabled_at IS NULL
      AND s.last_seen_at > now() - make_interval(secs => ${idleMs / 1000})
      AND s.created_at > now() - make_interval(secs => ${absoluteMs / 1000})`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  const { createdAt, lastSeenAt, ...user } = row;
  return {
    user: { ...user, signedInAt: new Date(createdAt) },
    createdAt: new Date(createdAt),
    lastSeenAt: new Date(lastSeenAt),
  };
}

/** Many sessions' `last_seen_at` in one statement; a time never moves backwards. */
export async function recordLastSeen(db: Db, sessionIds: string[], seenAt: Date[]): Promise<void> {
  await sql`
    UPDATE sessions s SET last_seen_at = greatest(s.last_seen_at, x.seen)
    FROM unnest(${sessionIds}::uuid[], ${seenAt}::timestamptz[]) x(id, seen)
    WHERE s.id = x.id AND s.revoked_at IS NULL`.execute(db);
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
