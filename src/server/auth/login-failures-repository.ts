import { sql } from 'kysely';
import type { Db } from '../db/connection';

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_MINUTES = 30;

/**
 * Claims one password attempt for the email before the password is checked, in one upsert, so that
 * requests sent in parallel each take a numbered slot: only the first 10 attempts of a 30-minute window
 * reach a password check, and the 11th locks the email. A lock in force is never touched here; an
 * expired lock or window starts a new count. Answers whether this attempt may check the password and
 * its number in the window.
 */
export async function claimAttempt(db: Db, email: string): Promise<{ allowed: boolean; attempt: number }> {
  const result = await sql<{ failures: number; locked: boolean }>`
    INSERT INTO login_failures AS f (email, failures, first_failed_at)
    VALUES (${email}, 1, now())
    ON CONFLICT (email) DO UPDATE SET
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
 * Called after a wrong password whose claimed attempt was the 10th: locks the email for 30 minutes from
 * now. Answers true only for the call that set the lock, so the owner is mailed once.
 */
export async function lockAfterFailure(db: Db, email: string): Promise<boolean> {
  const result = await sql`
    UPDATE login_failures SET locked_until = now() + make_interval(mins => ${LOCKOUT_MINUTES})
    WHERE email = ${email} AND (locked_until IS NULL OR locked_until <= now())`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** A right password ends the count, but never a lock in force (a parallel attempt may have set it). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await sql`
    DELETE FROM login_failures
    WHERE email = ${email} AND (locked_until IS NULL OR locked_until <= now())`.execute(db);
}
