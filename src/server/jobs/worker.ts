import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, parseCronItems, run, type CronItem, type TaskList } from 'graphile-worker';
import { QUEUE_SCHEMA } from './queue-schema';

export type JobWorkerOptions = {
  concurrency: number;
  pollIntervalMs: number;
  /** Recurring jobs: graphile-worker enqueues each run once across every instance. */
  cron: CronItem[];
  log: FastifyBaseLogger;
};

export type JobWorker = { stop: () => Promise<void> };

/**
 * graphile-worker's lines in our log without their metadata: a failure's metadata holds the whole job,
 * payload included (a reset link carries a token), so only the message, which names the job by id and
 * task, goes through. Its per-job info lines are debug for us; its debug lines (one prints the pool's
 * options, password included) never leave.
 */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger(() => (level, message) => {
    if (level === 'error') log.error({ component: 'jobs' }, message);
    else if (level === 'warning') log.warn({ component: 'jobs' }, message);
    else if (level === 'info') log.debug({ component: 'jobs' }, message);
  });
}

/**
 * Runs the tasks of jobs from the queue on the application's pool, so as its restricted role. New jobs
 * are heard at once by LISTEN; retries and scheduled runs are found by polling. Signals are left to
 * `main.ts`, which closes the app; `stop` lets running jobs finish and releases the connections.
 */
export async function startJobWorker(
  pool: pg.Pool,
  tasks: TaskList,
  opts: JobWorkerOptions,
): Promise<JobWorker> {
  const runner = await run({
    pgPool: pool,
    schema: QUEUE_SCHEMA,
    taskList: tasks,
    concurrency: opts.concurrency,
    pollInterval: opts.pollIntervalMs,
    noHandleSignals: true,
    parsedCronItems: parseCronItems(opts.cron),
    logger: workerLogger(opts.log),
  });
  return { stop: () => runner.stop() };
}
