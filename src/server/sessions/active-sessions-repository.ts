import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type ActiveSessionRow = {
  id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
};

/**
 * The user's sessions that would still be accepted: not revoked, used within the idle timeout and younger
 * than the absolute timeout (the same rule as `findLiveSession`), most recently used first.
 */
export function listLiveSessions(
  db: Db,
  userId: string,
  timeouts: { idleMs: number; absoluteMs: number },
  limit = 100,
) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', sql<Date>`now() - make_interval(secs => ${timeouts.idleMs / 1000})`)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${timeouts.absoluteMs / 1000})`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute() as Promise<ActiveSessionRow[]>;
}
