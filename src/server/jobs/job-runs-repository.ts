import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { QUEUE_SCHEMA } from './queue-schema';

export async function startRun(db: Db, task: string, requestedBy: string | null): Promise<string> {
  const result = await sql<{ id: string }>`
    INSERT INTO job_runs (task, requested_by) VALUES (${task}, ${requestedBy}::uuid)
    RETURNING id::text AS id`.execute(db);
  return result.rows[0]!.id;
}

export async function finishRun(db: Db, id: string, ok: boolean, detail: string | null): Promise<void> {
  await sql`
    UPDATE job_runs SET finished_at = now(), ok = ${ok}, detail = ${detail?.slice(0, 500) ?? null}
    WHERE id = ${id}::bigint`.execute(db);
}

export type LastRunRow = {
  task: string;
  started_at: Date;
  finished_at: Date | null;
  ok: boolean | null;
  detail: string | null;
  requested_by_name: string | null;
};

/** The latest run of each of `tasks`. */
export async function lastRuns(db: Db, tasks: string[]): Promise<LastRunRow[]> {
  const result = await sql<LastRunRow>`
    SELECT DISTINCT ON (r.task) r.task, r.started_at, r.finished_at, r.ok, r.detail,
      nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS requested_by_name
    FROM job_runs r LEFT JOIN users u ON u.id = r.requested_by
    WHERE r.task = ANY(${tasks}::text[])
    ORDER BY r.task, r.id DESC`.execute(db);
  return result.rows;
}

/** Jobs of `tasks` waiting or running in the queue, by task. */
export async function queuedJobs(db: Db, tasks: string[]): Promise<Map<string, number>> {
  const result = await sql<{ task: string; n: number }>`
    SELECT task_identifier AS task, count(*)::int AS n FROM ${sql.id(QUEUE_SCHEMA)}.jobs
    WHERE task_identifier = ANY(${tasks}::text[]) AND attempts < max_attempts
    GROUP BY task_identifier`.execute(db);
  return new Map(result.rows.map((r) => [r.task, r.n]));
}
