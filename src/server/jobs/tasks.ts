import type { FastifyBaseLogger } from 'fastify';
import type { CronItem, TaskList } from 'graphile-worker';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { SEND_MAIL_TASK, sendMailTask } from '../mail/mail-jobs';
import type { Mailer } from '../mail/mailer';
import { MAINTENANCE_TASK, maintenanceCron, maintenanceTask } from './maintenance';

export type TaskDeps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };

/** Every task the worker runs, by the name jobs are enqueued with; a new kind of job is added here. */
export function appTasks(deps: TaskDeps): TaskList {
  const session = {
    sessionIdleMs: deps.config.sessionIdleMs,
    sessionAbsoluteMs: deps.config.sessionAbsoluteMs,
  };
  return {
    [SEND_MAIL_TASK]: sendMailTask(deps.mailer),
    [MAINTENANCE_TASK]: maintenanceTask(deps.db, session, deps.log),
  };
}

/** The recurring jobs. */
export function appCron(config: Config): CronItem[] {
  return config.maintenanceCron ? [maintenanceCron(config.maintenanceCron)] : [];
}
