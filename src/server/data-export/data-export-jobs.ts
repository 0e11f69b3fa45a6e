import type { FastifyBaseLogger } from 'fastify';
import type { TaskList } from 'graphile-worker';
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

/**
 * The archive job, and the expiry as a job of its own (the maintenance job runs the same expiry on its
 * schedule, docs/customer-data.md).
 */
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
