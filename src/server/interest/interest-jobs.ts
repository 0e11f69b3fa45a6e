import type { CronItem } from 'graphile-worker';
import type { Db } from '../db/connection';
import { accrueEndedDays, postEndedMonths, type InterestConfig } from './interest-service';

export const INTEREST_ACCRUAL_TASK = 'interest_accrual';
export const INTEREST_POSTING_TASK = 'interest_posting';

type Deps = { db: Db; config: InterestConfig; now: () => Date };

/** The daily accrual: every ended day not yet accrued (a run after an outage catches up). */
export function interestAccrualTask(deps: Deps) {
  return async () => {
    const days = await accrueEndedDays(deps.db, deps.config.bankTimeZone, deps.now());
    return days.length ? `accrued ${days[0]} to ${days.at(-1)}` : 'no ended day left to accrue';
  };
}

/** The monthly posting: every ended month's accrual, rounded once, paid from interest expense. */
export function interestPostingTask(deps: Deps) {
  return async () => {
    const r = await postEndedMonths(deps.db, deps.config, deps.now());
    return `${r.payments} interest payments (${r.cents} cents) to ${r.accounts} accounts`;
  };
}

/**
 * Both jobs on their crontab patterns. graphile-worker enqueues each period once across instances; the
 * jobs themselves find what is missing, so a missed period needs no backfill.
 */
export function interestCron(config: {
  interestAccrualCron?: string;
  interestPostingCron?: string;
}): CronItem[] {
  const item = (task: string, match: string): CronItem => ({
    task,
    match,
    identifier: task,
    options: { backfillPeriod: 0, maxAttempts: 5, jobKey: task },
  });
  return [
    ...(config.interestAccrualCron ? [item(INTEREST_ACCRUAL_TASK, config.interestAccrualCron)] : []),
    ...(config.interestPostingCron ? [item(INTEREST_POSTING_TASK, config.interestPostingCron)] : []),
  ];
}
