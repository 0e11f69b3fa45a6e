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
import {
  MONTHLY_STATEMENTS_TASK,
  monthlyStatementsTask,
  statementsCron,
} from '../statements/statements-jobs';
import {
  INTEREST_ACCRUAL_TASK,
  INTEREST_POSTING_TASK,
  interestAccrualTask,
  interestCron,
  interestPostingTask,
} from '../interest/interest-jobs';
import { recordedTasks } from './scheduled-jobs';
import { AUTOPAY_TASK, runAutopay, type AutopayRun } from '../loans/autopay';
import { dataExportTasks } from '../data-export/data-export-jobs';
import { sanctionsCron, sanctionsTasks } from '../sanctions/sanctions-jobs';
import { MONITORING_TASK, monitoringCron, monitoringTask } from '../monitoring/monitoring-jobs';
import { DISPUTE_TIMERS_TASK, disputeTimersTask, disputesCron } from '../disputes/disputes-jobs';

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
  const interest = { db: deps.db, config: deps.config, now: deps.now };
  // The scheduled jobs record their runs for the back office's jobs page (`scheduled-jobs.ts`).
  return recordedTasks(
    deps.db,
    {
      [SEND_MAIL_TASK]: sendMailTask(deps.mailer),
      [MAINTENANCE_TASK]: maintenanceTask(deps.db, session, deps.log),
      [PAYMENT_ALERTS_TASK]: async (payload) =>
        paymentAlerts(deps.db, (payload as { paymentIds: string[] }).paymentIds),
      [OCCURRENCE_TASK]: async (payload) => runOccurrence(occurrenceDeps(deps), payload as Occurrence),
      [BACKUP_TASK]: backupTask(deps.config, deps.log),
      [RESTORE_DRILL_TASK]: restoreDrillTask(deps.config, deps.log),
      [AUTOPAY_TASK]: async (payload) =>
        runAutopay({ db: deps.db, bankName: deps.config.bankName, now: deps.now }, payload as AutopayRun),
      [MONTHLY_STATEMENTS_TASK]: monthlyStatementsTask(deps.db, deps.config, deps.now, deps.log),
      ...dataExportTasks(deps),
      ...sanctionsTasks(deps),
    },
    {
      [INTEREST_ACCRUAL_TASK]: interestAccrualTask(interest),
      [INTEREST_POSTING_TASK]: interestPostingTask(interest),
      [MONITORING_TASK]: monitoringTask({
        db: deps.db,
        rules: deps.config.monitoring,
        timeZone: deps.config.bankTimeZone,
        now: deps.now,
      }),
      [DISPUTE_TIMERS_TASK]: disputeTimersTask(interest),
    },
  );
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
    ...statementsCron(config),
    ...interestCron(config),
    ...sanctionsCron(config),
    ...monitoringCron(config),
    ...disputesCron(config),
  ];
}
