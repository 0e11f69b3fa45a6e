import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { LOCKOUT_MINUTES } from '../auth/login-failures-repository';
import { QUEUE_SCHEMA } from './queue-schema';

/** Rows deleted per statement, so a first run over a large backlog holds no lock for long. */
const BATCH = 5_000;

/**
 * Deletes the rows of `table` that `where` selects, `BATCH` at a time, each batch its own statement (and
 * transaction), and answers how many went. Rows are picked by `ctid`, which every table has; a dotted
 * `table` names its schema too.
 */
async function deleteInBatches(db: Db, table: string, where: RawBuilder<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM ${sql.table(table)}
      WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${sql.table(table)} WHERE ${where} LIMIT ${BATCH}))`.execute(
      db,
    );
    const count = Number(result.numAffectedRows ?? 0);
    total += count;
    if (count < BATCH) return total;
  }
}

/**
 * Sessions past their absolute timeout, or idle for longer than the idle timeout plus `graceMs`: the
 * grace covers `last_seen_at`, which the session cache writes up to a minute late. Each deletion is heard
 * by every instance through the `sessions_deleted` trigger, so none keeps it in memory.
 */
export function deleteExpiredSessions(db: Db, idleMs: number, absoluteMs: number, graceMs: number) {
  return deleteInBatches(
    db,
    'sessions',
    sql`last_seen_at < now() - make_interval(secs => ${(idleMs + graceMs) / 1000})
        OR created_at < now() - make_interval(secs => ${absoluteMs / 1000})`,
  );
}

/** Password-reset and invitation tokens (both in `password_resets`) once used or expired. */
export function deleteSpentResetTokens(db: Db) {
  return deleteInBatches(db, 'password_resets', sql`used_at IS NOT NULL OR expires_at < now()`);
}

/** Sign-in and passkey challenges once used or expired (each lives five minutes and is used once). */
export async function deleteSpentChallenges(db: Db): Promise<number> {
  const spent = sql`used_at IS NOT NULL OR expires_at < now()`;
  return (
    (await deleteInBatches(db, 'mfa_challenges', spent)) +
    (await deleteInBatches(db, 'webauthn_challenges', spent))
  );
}

/** Idempotency keys older than `days`: a retry that late is a new request. */
export function deleteOldIdempotencyKeys(db: Db, days: number) {
  return deleteInBatches(db, 'idempotency_keys', sql`created_at < now() - make_interval(days => ${days})`);
}

/**
 * Sign-in failure counts that no longer count: the window has passed without a lock, or the lock has
 * ended. The next attempt would start a new count either way (see `claimAttempt`).
 */
export function deleteStaleLoginFailures(db: Db) {
  return deleteInBatches(
    db,
    'login_failures',
    sql`(locked_until IS NULL AND first_failed_at < now() - make_interval(mins => ${LOCKOUT_MINUTES}))
        OR locked_until <= now()`,
  );
}

/**
 * Wrong second-factor code counts (issue 46 part 6) with no lock in force and no wrong code for 30 minutes:
 * five wrong codes count toward a lock only within that time of each other.
 */
export function deleteStaleCodeFailures(db: Db) {
  return deleteInBatches(
    db,
    'mfa_code_failures',
    sql`(locked_until IS NULL OR locked_until <= now())
        AND updated_at < now() - make_interval(mins => ${LOCKOUT_MINUTES})`,
  );
}

/** Rate-limit counters whose window has ended (the UNLOGGED `rate_limit_counters`). */
export async function deleteStaleRateLimits(db: Db): Promise<number> {
  return deleteInBatches(db, 'rate_limit_counters', sql`reset_at < now()`);
}

/**
 * Jobs that used every attempt longer than `days` ago. graphile-worker keeps them (with their payload: a
 * mail's, its reset link) for inspection, and `queueStats` counts them as failed until they go.
 */
export function deleteOldFailedJobs(db: Db, days: number) {
  return deleteInBatches(
    db,
    `${QUEUE_SCHEMA}._private_jobs`,
    sql`attempts >= max_attempts AND locked_at IS NULL AND updated_at < now() - make_interval(days => ${days})`,
  );
}
