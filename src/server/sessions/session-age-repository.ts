import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Whether the session was started (by a sign-in) within the last `minutes`. */
export async function sessionStartedWithin(db: Db, sessionId: string, minutes: number): Promise<boolean> {
  const result = await sql<{ fresh: boolean }>`
    SELECT created_at > now() - make_interval(mins => ${minutes}) AS fresh
    FROM sessions WHERE id = ${sessionId}`.execute(db);
  return Boolean(result.rows[0]?.fresh);
}
