import type { FastifyBaseLogger } from 'fastify';
import type { CronItem, Task } from 'graphile-worker';
import type { Db } from '../db/connection';
import {
  deleteExpiredSessions,
  deleteOldFailedJobs,
  deleteOldIdempotencyKeys,
  deleteSpentChallenges,
  deleteSpentResetTokens,
  deleteStaleCodeFailures,
  deleteStaleLoginFailures,
  deleteStaleRateLimits,
} from './maintenance-repository';
import { expireExports } from '../data-export/data-export-service';

export const MAINTENANCE_TASK = 'maintenance';
export const IDEMPOTENCY_KEY_DAYS = 7;
export const FAILED_JOB_DAYS = 7;
/** Longer than the session cache's one-minute lag in writing `last_seen_at`. */
export const SESSION_DELETE_GRACE_MS = 5 * 60_000;

export type MaintenanceOptions = { sessionIdleMs: number; sessionAbsoluteMs: number };

export type MaintenanceResult = {
  sessions: number;
  resetTokens: number;
  /** Sign-in and passkey challenges used or expired. */
  challenges: number;
  idempotencyKeys: number;
  loginFailures: number;
  codeFailures: number;
  /** Null while the `rate_limit_counters` table does not exist. */
  rateLimits: number;
  failedJobs: number;
  /** Customer-data links past their 7 days, whose archives were deleted (docs/customer-data.md). */
  dataExports: number;
};

/**
 * Deletes what has outlived its use. Each batch commits on its own: what went before a failure stays
 * gone, and the retried job starts over on what is left.
 */
export async function runMaintenance(db: Db, opts: MaintenanceOptions): Promise<MaintenanceResult> {
  return {
    sessions: await deleteExpiredSessions(
      db,
      opts.sessionIdleMs,
      opts.sessionAbsoluteMs,
      SESSION_DELETE_GRACE_MS,
    ),
    resetTokens: await deleteSpentResetTokens(db),
    challenges: await deleteSpentChallenges(db),
    idempotencyKeys: await deleteOldIdempotencyKeys(db, IDEMPOTENCY_KEY_DAYS),
    loginFailures: await deleteStaleLoginFailures(db),
    codeFailures: await deleteStaleCodeFailures(db),
    rateLimits: await deleteStaleRateLimits(db),
    failedJobs: await deleteOldFailedJobs(db, FAILED_JOB_DAYS),
    dataExports: await expireExports(db, new Date()),
  };
}

export function maintenanceTask(db: Db, opts: MaintenanceOptions, log: FastifyBaseLogger): Task {
  return async () => {
    const deleted = await runMaintenance(db, opts);
    log.info({ deleted }, 'maintenance done');
  };
}

/**
 * The maintenance job on a crontab time pattern. graphile-worker enqueues it once per period whichever
 * instances run, skips periods missed while none ran, and the job key keeps at most one waiting.
 */
export function maintenanceCron(pattern: string): CronItem {
  return {
    task: MAINTENANCE_TASK,
    match: pattern,
    identifier: MAINTENANCE_TASK,
    options: { backfillPeriod: 0, maxAttempts: 3, jobKey: MAINTENANCE_TASK },
  };
}
