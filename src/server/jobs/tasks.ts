import type { FastifyBaseLogger } from 'fastify';
import type { CronItem, TaskList } from 'graphile-worker';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { SEND_MAIL_TASK, sendMailTask } from '../mail/mail-jobs';
import type { Mailer } from '../mail/mailer';
import { MAINTENANCE_TASK, maintenanceCron, maintenanceTask } from './maintenance';
import { PAYMENT_ALERTS_TASK, paymentAlerts } from '../alerts/alerts-service';
import {
  BACKUP_TASK,
  backupCron,
  backupTask,
  RESTORE_DRILL_TASK,
  restoreDrillTask,
} from '../backup/backup-jobs';
import { requestDeps } from '../transfers/transfers-service';
import {
  OCCURRENCE_TASK,
  runOccurrence,
  type Occurrence,
  type OccurrenceDeps,
} from '../standing-orders/occurrence';
import { dataExportTasks } from '../data-export/data-export-jobs';

export type TaskDeps = {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  pinKey: Buffer;
  /** The clock of scheduled work; tests move it. */
  now: () => Date;
};

/** Every task the worker runs, by the name jobs are enqueued with; a new kind of job is added here. */
export function appTasks(deps: TaskDeps): TaskList {
  const session = {
    sessionIdleMs: deps.config.sessionIdleMs,
    sessionAbsoluteMs: deps.config.sessionAbsoluteMs,
  };
  return {
    [SEND_MAIL_TASK]: sendMailTask(deps.mailer),
    [MAINTENANCE_TASK]: maintenanceTask(deps.db, session, deps.log),
    [PAYMENT_ALERTS_TASK]: async (payload) =>
      paymentAlerts(deps.db, (payload as { paymentIds: string[] }).paymentIds),
    [OCCURRENCE_TASK]: async (payload) => runOccurrence(occurrenceDeps(deps), payload as Occurrence),
    [BACKUP_TASK]: backupTask(deps.config, deps.log),
    [RESTORE_DRILL_TASK]: restoreDrillTask(deps.config, deps.log),
    ...dataExportTasks(deps),
  };
}

/** What a standing order's occurrence needs to build its transfer outside a request. */
export function occurrenceDeps(deps: TaskDeps): OccurrenceDeps {
  return { db: deps.db, now: deps.now, request: requestDeps(deps.config, deps.pinKey) };
}

/** The recurring jobs. */
export function appCron(config: Config): CronItem[] {
  return [
    ...(config.maintenanceCron ? [maintenanceCron(config.maintenanceCron)] : []),
    ...backupCron(config),
  ];
}
