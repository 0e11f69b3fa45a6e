import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { QUEUE_SCHEMA } from './queue-schema';

export type EnqueueOptions = {
  /** Tries before the job is kept as failed (graphile-worker's default is 25). */
  maxAttempts?: number;
  /** Not before this time. */
  runAt?: Date;
  /** A second job with the same key replaces a waiting one instead of running twice. */
  jobKey?: string;
  /** Jobs of one named queue run one at a time, in order. */
  queueName?: string;
  /** Lower runs first (default 0). */
  priority?: number;
};

const schema = sql.id(QUEUE_SCHEMA);

/**
 * Adds a job through graphile-worker's `add_job`, on the given executor: pass the use case's transaction
 * and the job exists only if that transaction commits (a rolled-back request leaves none), and once it
 * has committed, any instance's worker runs it, even if this one dies right after. The payload is stored
 * as JSON in the queue's table until the job succeeds; never log it. Answers the job's id.
 */
export async function enqueue(
  executor: Db,
  task: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string> {
  const result = await sql<{ id: string }>`
    SELECT (${schema}.add_job(
      ${task},
      ${JSON.stringify(payload)}::json,
      queue_name => ${opts.queueName ?? null}::text,
      run_at => ${opts.runAt ?? null}::timestamptz,
      max_attempts => ${opts.maxAttempts ?? null}::int,
      job_key => ${opts.jobKey ?? null}::text,
      priority => ${opts.priority ?? null}::int
    )).id::text AS id`.execute(executor);
  return result.rows[0]!.id;
}

export type QueueStats = {
  /** Jobs waiting to run, waiting for a retry or running now. */
  pending: number;
  /** Jobs that used all their attempts; kept for inspection until removed. */
  failed: number;
};

/** Queue depth and failures, for metrics: one read of graphile-worker's public `jobs` view. */
export async function queueStats(db: Db): Promise<QueueStats> {
  const result = await sql<QueueStats>`
    SELECT count(*) FILTER (WHERE attempts < max_attempts)::int AS pending,
           count(*) FILTER (WHERE attempts >= max_attempts)::int AS failed
    FROM ${schema}.jobs`.execute(db);
  return result.rows[0] ?? { pending: 0, failed: 0 };
}
