import { sql } from 'kysely';
import type { Db } from '../db/connection';

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_MINUTES = 30;
/** The source of the email's global count, which slows checks down but never locks (issue 46 part 6). */
export const GLOBAL_SOURCE = '*';

/**
 * Claims one password attempt for the (email, source) pair before the password is checked, in one upsert,
 * so that requests sent in parallel each take a numbered slot: only the first 10 attempts of a 30-minute
 * window from one source reach a password check, and the 11th locks that pair (never the email as a whole).
 * A lock in force is never touched here; an expired lock or window starts a new count. Answers whether
 * this attempt may check the password and its number in the window.
 */
export async function claimAttempt(
  db: Db,
  email: string,
  source: string,
): Promise<{ allowed: boolean; attempt: number }> {
  const result = await sql<{ failures: number; locked: boolean }>`
    INSERT INTO login_failures AS f (email, source, failures, first_failed_at)
    VALUES (${email}, ${source}, 1, now())
    ON CONFLICT (email, source) DO UPDATE SET
      failures = CASE
        WHEN f.locked_until > now() THEN f.failures
        WHEN f.locked_until IS NOT NULL OR f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
          THEN 1
        ELSE f.failures + 1 END,
      first_failed_at = CASE
        WHEN f.locked_until > now() THEN f.first_failed_at
        WHEN f.locked_until IS NOT NULL OR f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
          THEN now()
        ELSE f.first_failed_at END,
      locked_until = CASE
        WHEN f.locked_until > now() THEN f.locked_until
        WHEN f.locked_until IS NOT NULL OR f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
          THEN NULL
        WHEN f.failures + 1 > ${MAX_FAILED_SIGN_INS} THEN now() + make_interval(mins => ${LOCKOUT_MINUTES})
        ELSE NULL END
    RETURNING failures, locked_until IS NOT NULL AS locked`.execute(db);
  const row = result.rows[0];
  return { allowed: Boolean(row && !row.locked), attempt: row?.failures ?? 0 };
}

/**
 * Counts one password check against the email from any source, in a 30-minute window that a right
 * password does not end (so the owner signing in does not reset a distributed guess). Never locks.
 * Answers the number of checks in the window, this one included.
 */
export async function countGlobalAttempt(db: Db, email: string): Promise<number> {
  const result = await sql<{ failures: number }>`
    INSERT INTO login_failures AS f (email, source, failures, first_failed_at)
    VALUES (${email}, ${GLOBAL_SOURCE}, 1, now())
    ON CONFLICT (email, source) DO UPDATE SET
      failures = CASE WHEN f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
        THEN 1 ELSE f.failures + 1 END,
      first_failed_at = CASE WHEN f.first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})
        THEN now() ELSE f.first_failed_at END
    RETURNING failures`.execute(db);
  return result.rows[0]?.failures ?? 0;
}

/**
 * Called after a wrong password whose claimed attempt was the 10th: locks the pair for 30 minutes from
 * now. Answers true only for the call that set the lock, so the owner is mailed once.
 */
export async function lockAfterFailure(db: Db, email: string, source: string): Promise<boolean> {
  const result = await sql`
    UPDATE login_failures SET locked_until = now() + make_interval(mins => ${LOCKOUT_MINUTES})
    WHERE email = ${email} AND source = ${source} AND (locked_until IS NULL OR locked_until <= now())`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** A right password ends the pair's count, but never a lock in force (a parallel attempt may have set it). */
export async function clearFailures(db: Db, email: string, source: string): Promise<void> {
  await sql`
    DELETE FROM login_failures
    WHERE email = ${email} AND source = ${source}
      AND (locked_until IS NULL OR locked_until <= now())`.execute(db);
}
