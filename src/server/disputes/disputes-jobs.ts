import type { CronItem } from 'graphile-worker';
import type { DisputeDeps } from './disputes-service';
import { runDisputeTimers } from './disputes-service';

export const DISPUTE_TIMERS_TASK = 'dispute_timers';

/**
 * The disputes' timers (docs/disputes.md): the provisional credits whose business day 10 has come, and the
 * reversals whose 5 business days of notice have run out. Each dispute's step locks its row and checks its
 * state, so a run repeated, or run on two instances at once, posts each once.
 */
export function disputeTimersTask(deps: DisputeDeps) {
  return async () => {
    const r = await runDisputeTimers(deps);
    return `${r.provisional} provisional credits, ${r.reversed} reversals, ${r.waiting} reversals waiting for funds`;
  };
}

/** On its crontab pattern (DISPUTES_CRON), once per period across instances; a missed run needs no backfill. */
export function disputesCron(config: { disputesCron?: string }): CronItem[] {
  if (!config.disputesCron) return [];
  return [
    {
      task: DISPUTE_TIMERS_TASK,
      match: config.disputesCron,
      identifier: DISPUTE_TIMERS_TASK,
      options: { backfillPeriod: 0, maxAttempts: 5, jobKey: DISPUTE_TIMERS_TASK },
    },
  ];
}
