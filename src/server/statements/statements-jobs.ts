import type { FastifyBaseLogger } from 'fastify';
import type { CronItem, Task } from 'graphile-worker';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { runMonthlyStatements, type StatementJobDeps } from './statements-service';

export const MONTHLY_STATEMENTS_TASK = 'monthly_statements';

/**
 * Hourly by default (STATEMENTS_CRON), once across instances (graphile-worker's cron, in UTC): each run issues whatever the bank's
 * calendar has made due, so the statements come within the hour after midnight of the first of the month
 * in BANK_TIME_ZONE, whatever its offset; the other runs find nothing to do. A missed hour is not run
 * again: the next one catches up, as the run itself does.
 */
export function statementsCron(config: { statementsCron?: string }): CronItem[] {
  if (!config.statementsCron) return [];
  return [
    {
      task: MONTHLY_STATEMENTS_TASK,
      match: config.statementsCron,
      identifier: MONTHLY_STATEMENTS_TASK,
      options: { backfillPeriod: 0, maxAttempts: 3, jobKey: MONTHLY_STATEMENTS_TASK },
    },
  ];
}

export function statementJobDeps(db: Db, config: Config): StatementJobDeps {
  return {
    db,
    bankName: config.bankName,
    timeZone: config.bankTimeZone,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  };
}

export function monthlyStatementsTask(db: Db, config: Config, now: () => Date, log: FastifyBaseLogger): Task {
  return async () => {
    const result = await runMonthlyStatements(statementJobDeps(db, config), now());
    if (result.statements > 0) log.info({ statements: result }, 'monthly statements issued');
  };
}
