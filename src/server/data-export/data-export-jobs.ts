import type { FastifyBaseLogger } from 'fastify';
import type { CronItem, TaskList } from 'graphile-worker';
import { z } from 'zod';
import { publicOrigin } from '../auth/auth-routes';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import {
  buildExport,
  DATA_EXPORT_BUILD_TASK,
  DATA_EXPORT_EXPIRE_TASK,
  expireExports,
} from './data-export-service';

type Deps = { db: Db; config: Config; log: FastifyBaseLogger; now: () => Date };

const buildPayload = z.object({ exportId: z.uuid() });

/** The archive job and the expiry job (docs/customer-data.md). */
export function dataExportTasks(deps: Deps): TaskList {
  return {
    [DATA_EXPORT_BUILD_TASK]: async (payload) => {
      const { exportId } = buildPayload.parse(payload);
      await buildExport(deps.db, exportId, publicOrigin(deps.config), deps.now());
    },
    [DATA_EXPORT_EXPIRE_TASK]: async () => {
      const expired = await expireExports(deps.db, deps.now());
      if (expired > 0) deps.log.info({ expired }, 'data exports expired');
    },
  };
}

/** Expired links lose their archive within the hour (the link itself stops working at its minute). */
export function dataExportCron(): CronItem[] {
  return [
    {
      task: DATA_EXPORT_EXPIRE_TASK,
      match: '23 * * * *',
      identifier: DATA_EXPORT_EXPIRE_TASK,
      options: { backfillPeriod: 0, maxAttempts: 3, jobKey: DATA_EXPORT_EXPIRE_TASK },
    },
  ];
}
