import type { Task, TaskList } from 'graphile-worker';
import { interestMessages } from '../../shared/account-messages';
import type { ScheduledJob } from '../../shared/schemas/interest';
import { appendAudit } from '../audit/audit-repository';
import { DomainError, notFound } from '../common/domain-error';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { BACKUP_TASK, RESTORE_DRILL_TASK } from '../backup/backup-jobs';
import { INTEREST_ACCRUAL_TASK, INTEREST_POSTING_TASK } from '../interest/interest-jobs';
import { OCCURRENCE_TASK } from '../standing-orders/occurrence';
import { MONTHLY_STATEMENTS_TASK } from '../statements/statements-jobs';
import { DISPUTE_TIMERS_TASK } from '../disputes/disputes-jobs';
import { finishRun, lastRuns, queuedJobs, startRun } from './job-runs-repository';
import { MAINTENANCE_TASK } from './maintenance';
import { MONITORING_TASK } from '../monitoring/monitoring-jobs';
import { enqueue } from './queue';

type Definition = {
  label: string;
  /** The crontab pattern from the configuration, or undefined when it is off. */
  schedule: (c: Config) => string | undefined;
  /** How it is scheduled when it has no crontab of its own. */
  scheduleText?: string;
  /** Whether it applies to this installation at all (the backups need the embedded database). */
  applies?: (c: Config) => boolean;
  runnable: boolean;
};

/**
 * The scheduled jobs the back office lists (issue 49 part 1), by task name. Standing orders are queued
 * one job per order and date, so there is no "run now" for them: running an occurrence early would pay it
 * before its date.
 */
export const SCHEDULED_JOBS: Record<string, Definition> = {
  [MAINTENANCE_TASK]: {
    label: 'Maintenance (expired sessions, tokens, keys)',
    schedule: (c) => c.maintenanceCron,
    runnable: true,
  },
  [BACKUP_TASK]: {
    label: 'Base backup',
    schedule: (c) => c.backupCron,
    applies: (c) => !c.databaseUrl,
    runnable: true,
  },
  [RESTORE_DRILL_TASK]: {
    label: 'Restore drill',
    schedule: (c) => c.restoreDrillCron,
    applies: (c) => !c.databaseUrl,
    runnable: true,
  },
  [OCCURRENCE_TASK]: {
    label: 'Standing orders',
    schedule: () => undefined,
    scheduleText: "at each order's date",
    runnable: false,
  },
  [INTEREST_ACCRUAL_TASK]: {
    label: 'Savings interest accrual',
    schedule: (c) => c.interestAccrualCron,
    runnable: true,
  },
  [INTEREST_POSTING_TASK]: {
    label: 'Savings interest posting',
    schedule: (c) => c.interestPostingCron,
    runnable: true,
  },
  [MONTHLY_STATEMENTS_TASK]: {
    label: 'Monthly statements',
    schedule: (c) => c.statementsCron,
    runnable: true,
  },
  [MONITORING_TASK]: {
    label: 'Transaction monitoring',
    schedule: (c) => c.monitoringCron,
    runnable: true,
  },
  [DISPUTE_TIMERS_TASK]: {
    label: 'Dispute timers (provisional credits, reversals)',
    schedule: (c) => c.disputesCron,
    runnable: true,
  },
};

/** A task that answers a line saying what it did, for its run's record. */
export type DetailedTask = () => Promise<string>;

/**
 * Every task, the scheduled jobs' with their runs recorded (`job_runs`): started, then succeeded (with
 * the line a detailed task answers) or failed with its error (rethrown, so the queue retries as before).
 */
export function recordedTasks(db: Db, tasks: TaskList, detailed: Record<string, DetailedTask>): TaskList {
  const recorded: TaskList = { ...tasks };
  for (const name of Object.keys(SCHEDULED_JOBS)) {
    const plain = tasks[name];
    const task: ((payload: unknown, helpers: Parameters<Task>[1]) => Promise<unknown>) | undefined =
      detailed[name] ?? (plain ? async (payload, helpers) => plain(payload, helpers) : undefined);
    if (!task) continue;
    const wrapped: Task = async (payload, helpers) => {
      const by = (payload as { requestedBy?: unknown } | null)?.requestedBy;
      const runId = await startRun(db, name, typeof by === 'string' ? by : null);
      try {
        const answer = await task(payload, helpers);
        await finishRun(db, runId, true, typeof answer === 'string' ? answer : null);
      } catch (err) {
        await finishRun(db, runId, false, err instanceof Error ? err.message : String(err));
        throw err;
      }
    };
    recorded[name] = wrapped;
  }
  return recorded;
}

const enabled = (d: Definition, c: Config) =>
  (d.applies?.(c) ?? true) && (d.scheduleText !== undefined || d.schedule(c) !== undefined);

function lastRunOf(run: Awaited<ReturnType<typeof lastRuns>>[number] | undefined): ScheduledJob['lastRun'] {
  if (!run) return null;
  const result = run.ok === null ? 'running' : run.ok ? 'succeeded' : 'failed';
  return {
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
    result,
    detail: run.detail,
    requestedBy: run.requested_by_name,
  };
}

export async function listScheduledJobs(db: Db, config: Config): Promise<ScheduledJob[]> {
  const names = Object.keys(SCHEDULED_JOBS);
  const [runs, queued] = await Promise.all([lastRuns(db, names), queuedJobs(db, names)]);
  return names.map((name) => {
    const d = SCHEDULED_JOBS[name]!;
    const on = enabled(d, config);
    return {
      name,
      label: d.label,
      schedule: d.scheduleText ?? d.schedule(config) ?? 'off',
      enabled: on,
      runnable: d.runnable && (d.applies?.(config) ?? true),
      queued: queued.get(name) ?? 0,
      lastRun: lastRunOf(runs.find((r) => r.task === name)),
    };
  });
}

/**
 * Queues a scheduled job to run at once on any instance's worker, under the job key its schedule uses
 * (a waiting scheduled run is replaced, not doubled). Audited with the administrator.
 */
export async function runJobNow(db: Db, config: Config, name: string, admin: { id: string; ip?: string }) {
  const d = SCHEDULED_JOBS[name];
  if (!d) throw notFound();
  if (!d.runnable) throw new DomainError('not_allowed_now', interestMessages.jobNotRunnable);
  if (!(d.applies?.(config) ?? true))
    throw new DomainError('not_allowed_now', interestMessages.jobUnavailable);
  await inTransaction(db, async (trx) => {
    await enqueue(trx, name, { requestedBy: admin.id }, { jobKey: name, maxAttempts: 2 });
    await appendAudit(trx, {
      actorId: admin.id,
      action: 'job_run',
      targetType: 'job',
      targetId: name,
      ip: admin.ip,
    });
  });
  return { message: interestMessages.jobQueued(d.label) };
}
