import { sql } from 'kysely';
import type { Db } from '../db/connection';

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_MINUTES = 30;

export async function isLockedOut(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_failures')
    .select('email')
    .where('email', '=', email)
    .where('locked_until', '>', new Date())
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Counts one failed sign-in for the email within a 30-minute window and answers whether this one
 * locked it. The counter is one upserted row, so concurrent failures cannot lose a count.
 */
export async function recordFailure(db: Db, email: string): Promise<{ lockedNow: boolean }> {
  const result = await sql<{ failures: number; locked: boolean }>`
    INSERT INTO login_failures AS f (email, failures, first_failed_at)
    VALUES (${email}, 1, now())
    ON CONFLICT (email) DO UPDATE SET
      failures = CASE WHEN f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
                      OR f.locked_until IS NOT NULL THEN 1 ELSE f.failures + 1 END,
      first_failed_at = CASE WHEN f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
                      OR f.locked_until IS NOT NULL THEN now() ELSE f.first_failed_at END,
      locked_until = NULL
    RETURNING failures, false AS locked`.execute(db);
  const failures = result.rows[0]?.failures ?? 0;
  if (failures < MAX_FAILED_SIGN_INS) return { lockedNow: false };
  await db
    .updateTable('login_failures')
    .set({ locked_until: sql`now() + make_interval(mins => ${LOCKOUT_MINUTES})` as never })
    .where('email', '=', email)
    .execute();
  return { lockedNow: failures === MAX_FAILED_SIGN_INS };
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
