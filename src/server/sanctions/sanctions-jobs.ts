import type { CronItem, TaskList } from 'graphile-worker';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import {
  rescreenAll,
  SANCTIONS_RESCREEN_TASK,
  SANCTIONS_SCREEN_CUSTOMER_TASK,
  SANCTIONS_SCREEN_WIRES_TASK,
  screenCustomer,
  screenWiresInFlight,
} from './sanctions-service';

/**
 * The screening jobs (docs/sanctions.md): the re-screening a new list version queues, a customer's
 * screening queued by the registration and name-change trigger (`db/functions/60_sanctions_screening.sql`),
 * and the sweep of wires in flight, which screens each wire after its transfer committed.
 */
export function sanctionsTasks(deps: { db: Db; config: Config }): TaskList {
  const threshold = deps.config.sanctionsMatchThreshold;
  return {
    [SANCTIONS_RESCREEN_TASK]: async () => void (await rescreenAll(deps.db, threshold)),
    [SANCTIONS_SCREEN_CUSTOMER_TASK]: async (payload) =>
      void (await screenCustomer(deps.db, threshold, (payload as { userId: string }).userId)),
    [SANCTIONS_SCREEN_WIRES_TASK]: async () => void (await screenWiresInFlight(deps.db, threshold)),
  };
}

export function sanctionsCron(config: Pick<Config, 'sanctionsScreenCron'>): CronItem[] {
  if (!config.sanctionsScreenCron) return [];
  return [
    {
      task: SANCTIONS_SCREEN_WIRES_TASK,
      match: config.sanctionsScreenCron,
      identifier: SANCTIONS_SCREEN_WIRES_TASK,
      options: { backfillPeriod: 0, maxAttempts: 3, jobKey: SANCTIONS_SCREEN_WIRES_TASK },
    },
  ];
}
