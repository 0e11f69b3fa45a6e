import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { FeatureDeps } from './feature-deps';
import { featureRoutes } from './features';
import { createFastifyServer } from './http/fastify-server';
import { startInfrastructure } from './infrastructure';
import { appCron, appTasks } from './jobs/tasks';
import { startJobWorker } from './jobs/worker';
import { createMailer, type Mailer } from './mail/mailer';
import { loadPinKey } from './pin/pin-key';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import health from './plugins/health';
import type { MetricsOptions } from './plugins/metrics';
import noStore from './plugins/no-store';
import { openApi, openApiDocs } from './plugins/openapi';
import { servePageNavigations } from './plugins/page-navigation';
import requestLimits from './plugins/request-limits';
import securityHeaders from './plugins/security-headers';
import storableText from './plugins/storable-text';
import staffReadsGuard from './staff-reads/staff-reads-guard';
import webPlugin from './plugins/web';

export { REDACTED_PATHS } from './http/fastify-server';

export type AppDeps = {
  db: Db;
  pool: pg.Pool;
  mailer?: Mailer;
  /** More for GET /metrics to read at every scrape (the job queue's stats, further gauges). */
  metrics?: Pick<MetricsOptions, 'jobQueueStats' | 'gauges'>;
  /** Where log lines go instead of stdout (the log tests read them). */
  logStream?: { write: (line: string) => void };
  /** The clock of scheduled work (standing orders); tests move it. */
  now?: () => Date;
};

/**
 * Builds the whole application from a config and an open database; `main.ts` listens, tests inject.
 * The order matters: the error handler and the request-wide plugins first, the OpenAPI collector and the
 * page matcher before any route, the auth plugin before every route that declares its access, and the
 * browser app last (its not-found handler answers whatever no route did).
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastifyServer(config, deps.logStream);
  const mailer = deps.mailer ?? createMailer(config, app.log);
  await app.register(errorsPlugin);
  await app.register(storableText);
  await app.register(cookie);
  await app.register(securityHeaders, { https: Boolean(config.publicUrl?.startsWith('https:')) });
  await app.register(requestLimits, { pool: deps.pool });
  await app.register(openApi);
  const isPage = servePageNavigations(app, config.webDir);
  const shared = await startInfrastructure(app, config, deps);
  await app.register(authPlugin, { sessions: shared.sessions, config, db: deps.db });
  await app.register(staffReadsGuard, { db: deps.db });
  await app.register(noStore);
  await app.register(openApiDocs);
  await app.register(health, { pool: deps.pool });

  const features: FeatureDeps = {
    db: deps.db,
    pool: deps.pool,
    config,
    pinKey: loadPinKey(config.dataDir, config.pinKey),
    mailer,
    log: app.log,
    now: deps.now ?? (() => new Date()),
    ...shared,
  };
  for (const routes of featureRoutes) await app.register(routes, features);
  await app.register(webPlugin, { webDir: config.webDir, isPage });
  if (config.jobWorker) await runJobWorker(app, features);
  return app;
}

/** Every instance works the shared job queue (mail, maintenance) until the app closes. */
async function runJobWorker(app: FastifyInstance, deps: FeatureDeps) {
  const { config, pool } = deps;
  const worker = await startJobWorker(pool, appTasks(deps), {
    concurrency: config.jobConcurrency,
    pollIntervalMs: config.jobPollIntervalMs,
    cron: appCron(config),
    log: app.log,
  });
  app.addHook('onClose', () => worker.stop());
}
