import type { CronItem } from 'graphile-worker';
import { sweepPayments, type MonitoringDeps } from './monitoring-service';

export const MONITORING_TASK = 'monitoring_sweep';

/** The sweep over the payments committed since its last run (docs/monitoring.md). */
export function monitoringTask(deps: MonitoringDeps) {
  return async () => {
    const r = await sweepPayments(deps);
    return `${r.looked} payments looked at, ${r.alerts} alerts raised`;
  };
}

/** The sweep on its crontab pattern, once per period across instances; a missed period needs no backfill. */
export function monitoringCron(config: { monitoringCron?: string }): CronItem[] {
  if (!config.monitoringCron) return [];
  return [
    {
      task: MONITORING_TASK,
      match: config.monitoringCron,
      identifier: MONITORING_TASK,
      options: { backfillPeriod: 0, maxAttempts: 5, jobKey: MONITORING_TASK },
    },
  ];
}
