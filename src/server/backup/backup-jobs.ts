import type { FastifyBaseLogger } from 'fastify';
import type { CronItem, Task } from 'graphile-worker';
import type { Config } from '../config';
import { urlFor } from '../db/embedded';
import { backupNow, describeBackup, restoreDrill } from './backup-service';

export const BACKUP_TASK = 'base_backup';
export const RESTORE_DRILL_TASK = 'restore_drill';

/** The base backup of the embedded database this host runs (its owner's login on EMBEDDED_PG_PORT). */
export function backupTask(config: Config, log: FastifyBaseLogger): Task {
  return async () => {
    const result = await backupNow(config, () => {}, urlFor(config.embeddedPgPort));
    log.info({ backup: result.manifest.label, bytes: result.manifest.bytes }, describeBackup(config, result));
  };
}

/** The restore drill; a failed drill fails the job (retried, then kept as failed) and shows in /metrics. */
export function restoreDrillTask(config: Config, log: FastifyBaseLogger): Task {
  return async () => {
    const result = await restoreDrill(config, () => {}, urlFor(config.embeddedPgPort));
    if (!result.ok) throw new Error(`restore drill failed: ${result.error}`);
    log.info({ drill: result }, 'restore drill passed');
  };
}

/**
 * The two scheduled jobs, on the embedded database only (the files are on this host; a managed database
 * is backed up by its service). Once per period across instances; a missed period is not caught up.
 */
export function backupCron(config: Config): CronItem[] {
  if (config.databaseUrl) return [];
  const item = (task: string, match: string): CronItem => ({
    task,
    match,
    identifier: task,
    options: { backfillPeriod: 0, maxAttempts: 2, jobKey: task },
  });
  return [
    ...(config.backupCron ? [item(BACKUP_TASK, config.backupCron)] : []),
    ...(config.restoreDrillCron ? [item(RESTORE_DRILL_TASK, config.restoreDrillCron)] : []),
  ];
}
