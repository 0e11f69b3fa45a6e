import { z } from 'zod';
import { cronOrOff } from './backups';
import { flag, optionalText, wholeNumber } from './fields';

/** Live events, metrics and background jobs. */
export const operationsSection = z
  .object({
    // Live events (GET /events): seconds between heartbeat comments, and open streams allowed per user.
    EVENTS_HEARTBEAT_SECONDS: z.coerce.number().min(1).max(120).default(20),
    EVENTS_MAX_STREAMS_PER_USER: wholeNumber(1, 100).default(8),
    // GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, the route does not exist.
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    // Background jobs (jobs/worker.ts): whether this instance runs a worker, how many jobs at once, and how
    // often it looks for due jobs besides being woken by NOTIFY (retries and scheduled jobs wait for a poll).
    JOB_WORKER: flag('true'),
    JOB_CONCURRENCY: wholeNumber(1, 32).default(2),
    JOB_POLL_INTERVAL_MS: wholeNumber(10, 600_000).default(2_000),
    // When the maintenance job runs (once per period across all instances); empty or `off` never.
    MAINTENANCE_CRON: z.string().trim().default('*/15 * * * *'),
  })
  .transform((e) => ({
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_SECONDS * 1000,
    eventsMaxStreamsPerUser: e.EVENTS_MAX_STREAMS_PER_USER,
    /** The bearer token of GET /metrics; without it there is no metrics route. */
    metricsToken: e.METRICS_TOKEN,
    /** Whether this instance runs the background job worker (it enqueues jobs either way). */
    jobWorker: e.JOB_WORKER,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobPollIntervalMs: e.JOB_POLL_INTERVAL_MS,
    /** Crontab time pattern of the maintenance job, or undefined for never. */
    maintenanceCron: cronOrOff(e.MAINTENANCE_CRON),
  }));
