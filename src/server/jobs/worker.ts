import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  parseCronItems,
  run,
  type CronItem,
  type Runner,
  type RunnerOptions,
  type TaskList,
} from 'graphile-worker';
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
 * The worker's own pool, on the application's login (so its restricted role). graphile-worker expects
 * bigint ids as strings (it writes them into JSON), whereas this process reads BIGINT as bigint
 * (db/connection.ts), so these connections parse it as text. Its own pool also keeps long jobs from
 * taking the connections requests need.
 */
function workerPool(appPool: pg.Pool, concurrency: number): pg.Pool {
  const pool = new pg.Pool({
    ...appPool.options,
    // One more for the LISTEN connection, one for cron and lock resets.
    max: concurrency + 2,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 && format !== 'binary'
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Pause before a worker that stopped on its own (it gives up when the database fails it) starts again. */
const RESTART_DELAY_MS = 5_000;

/**
 * Runs the tasks of jobs from the queue. New jobs are heard at once by LISTEN; retries and scheduled runs
 * are found by polling. Signals are left to `main.ts`, which closes the app; `stop` lets running jobs
 * finish, then closes the worker's connections. graphile-worker shuts its runner down when it cannot
 * record a job's outcome (the database went away); the instance then starts a new one after a pause
 * rather than serving on without a worker.
 */
export async function startJobWorker(
  appPool: pg.Pool,
  tasks: TaskList,
  opts: JobWorkerOptions,
): Promise<JobWorker> {
  const pool = workerPool(appPool, opts.concurrency);
  const options: RunnerOptions = {
    pgPool: pool,
    schema: QUEUE_SCHEMA,
    taskList: tasks,
    concurrency: opts.concurrency,
    pollInterval: opts.pollIntervalMs,
    noHandleSignals: true,
    parsedCronItems: parseCronItems(opts.cron),
    logger: workerLogger(opts.log),
  };
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  let runner: Runner;
  const supervise = (current: Runner) => {
    const exited = (err?: unknown) => {
      if (stopping) return;
      opts.log.error({ err, component: 'jobs' }, 'job worker stopped; starting it again shortly');
      restart = setTimeout(() => {
        run(options).then((next) => {
          runner = next;
          if (stopping) void next.stop().catch(() => {});
          else supervise(next);
        }, exited);
      }, RESTART_DELAY_MS);
      restart.unref();
    };
    current.promise.then(() => exited(), exited);
  };
  try {
    runner = await run(options);
  } catch (err) {
    await pool.end();
    throw err;
  }
  supervise(runner);
  return {
    stop: async () => {
      stopping = true;
      clearTimeout(restart);
      await runner.stop().catch(() => {});
      await pool.end();
    },
  };
}
