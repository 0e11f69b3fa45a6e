import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import securityHeaders from './plugins/security-headers';
import { lazyChildLogger } from './http/lazy-child-logger';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import authRoutes from './auth/auth-routes';
import type { Config } from './config';
import type { Db } from './db/connection';
import { createMailer, type Mailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import { SessionCache } from './sessions/session-cache';
import { DbListener } from './db/listener';
import { ProfileCache } from './users/profile-cache';
import noStore from './plugins/no-store';
import metricsPlugin, { type MetricsOptions } from './plugins/metrics';
import { recoveryGauges } from './backup/recovery-metrics';
import { queueStats } from './jobs/queue';
import errorsPlugin from './plugins/errors';
import storableText from './plugins/storable-text';
import health from './plugins/health';
import { pgRateLimitStore } from './plugins/rate-limit-store';
import webPlugin from './plugins/web';
import { servePageNavigations } from './plugins/page-navigation';
import { requestSerializer } from './plugins/log-redaction';
import usersRoutes from './users/users-routes';
import payeesRoutes from './payees/payees-routes';
import insightsRoutes from './insights/insights-routes';
import alertsRoutes from './alerts/alerts-routes';
import mfaRoutes from './mfa/mfa-routes';
import lockdownRoutes from './lockdown/lockdown-routes';
import passkeysRoutes from './passkeys/passkeys-routes';
import standingOrdersRoutes from './standing-orders/standing-orders-routes';
import adminMoneyRoutes from './backoffice/admin-money-routes';
import auditRoutes from './audit/audit-routes';
import notificationsRoutes from './notifications/notifications-routes';
import { EventsHub } from './events/events-hub';
import eventsRoutes from './events/events-routes';
import loansRoutes from './loans/loans-routes';
import cardsRoutes from './cards/cards-routes';
import depositsRoutes from './deposits/deposits-routes';
import identityRoutes from './identity/identity-routes';
import supportRoutes from './support/support-routes';
import sessionsRoutes from './sessions/sessions-routes';
import backofficeRoutes from './backoffice/backoffice-routes';

import pinRoutes from './pin/pin-routes';
import { loadPinKey } from './pin/pin-key';
import { PaymentPipeline } from './ledger/payment-pipeline';
import statementRoutes from './statement/statement-routes';
import transfersRoutes from './transfers/transfers-routes';
import { requestDeps } from './transfers/transfers-service';
import { appCron, appTasks } from './jobs/tasks';
import { startJobWorker } from './jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit of payments (ledger/payment-pipeline.ts); its stats feed the benchmarks and tests. */
    paymentPipeline: PaymentPipeline;
    /** Sessions checked in memory; revocations reach every instance through LISTEN (auth/session-cache.ts). */
    sessions: SessionCache;
    /** Server-sent events to the browser tabs of this process (events/events-hub.ts). */
    events: EventsHub;
  }
}

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

/** Paths that must never reach the logs in clear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.pin',
  '*.pincode',
  '*.oldPin',
  '*.newPin',
  '*.token',
];

/** A hop count trusts that many proxies nearest the server (as proxy-addr does); a list, those addresses. */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Builds the whole application from a config and an open database; `main.ts` listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 100 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks on every request are callback-style where nothing is awaited: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const https = Boolean(config.publicUrl?.startsWith('https:'));

  await app.register(errorsPlugin);
  await app.register(storableText);
  await app.register(cookie);
  await app.register(securityHeaders, {
    options: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    },
  });
  // Counted in PostgreSQL, so every instance of the app on this database shares the same limits.
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(deps.pool) });
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 20, fieldSize: 10 * 1024, parts: 24 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vault Bank API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'vb_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  const isPage = servePageNavigations(app, config.webDir);
  const listener = new DbListener(deps.pool.options);
  const sessions = new SessionCache(deps.db, listener, {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
  });
  const profiles = new ProfileCache(listener);
  await listener.start();
  app.decorate('sessions', sessions);
  // Whatever a request wrote, this process's next profile read sees it (other processes hear NOTIFY).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') profiles.forgetAll();
    done(null, payload);
  });
  const events = new EventsHub(
    deps.db,
    listener,
    sessions,
    { heartbeatMs: config.eventsHeartbeatMs, maxStreamsPerUser: config.eventsMaxStreamsPerUser },
    app.log,
  );
  app.decorate('events', events);
  // Before the server stops listening: it waits for open connections, and a stream never ends by itself.
  app.addHook('preClose', async () => events.close());
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      pool: deps.pool,
      openStreams: () => events.size,
      jobQueueStats: () => queueStats(deps.db),
      ...deps.metrics,
      gauges: [...recoveryGauges(config, deps.pool), ...(deps.metrics?.gauges ?? [])],
    });
  }
  app.addHook('onClose', async () => {
    await sessions.close();
    await listener.close();
  });
  await app.register(authPlugin, { sessions, config });
  await app.register(noStore);
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(health, { pool: deps.pool });
  const pinKey = loadPinKey(config.dataDir, config.pinKey);
  await app.register(authRoutes, { db: deps.db, log: app.log, config, pinKey });
  await app.register(usersRoutes, { db: deps.db, pool: deps.pool, profiles });
  await app.register(pinRoutes, {
    db: deps.db,
    pinKey,
    rateLimitPerMinute: config.authRateLimitPerMinute,
    reauthWindowMinutes: config.reauthWindowMinutes,
  });
  const pipeline = new PaymentPipeline(deps.pool, {
    maxBatch: config.paymentBatchMax,
    concurrency: config.paymentBatchConcurrency,
    thread: config.paymentPipelineThread,
  });
  app.addHook('onClose', () => pipeline.close());
  app.decorate('paymentPipeline', pipeline);
  await app.register(transfersRoutes, {
    db: deps.db,
    newPayeeLimitCents: config.newPayeeLimitCents,
    stepUpAmountCents: config.stepUpAmountCents,
    ...requestDeps(config, pinKey),
    pipeline,
    transferMaxCents: config.transferMaxCents,
  });
  await app.register(statementRoutes, { db: deps.db, pool: deps.pool, bankName: config.bankName });
  await app.register(adminMoneyRoutes, {
    db: deps.db,
    bankName: config.bankName,
    creditMaxCents: config.creditMaxCents,
    fourEyesThresholdCents: config.fourEyesThresholdCents,
  });
  await app.register(auditRoutes, { db: deps.db });
  await app.register(notificationsRoutes, { db: deps.db });
  await app.register(eventsRoutes, { hub: events, config });
  const featureDeps = { db: deps.db, pool: deps.pool, config, pinKey, mailer, log: app.log };
  const featureRoutes = [
    loansRoutes,
    cardsRoutes,
    depositsRoutes,
    identityRoutes,
    supportRoutes,
    sessionsRoutes,
    backofficeRoutes,
    payeesRoutes,
    insightsRoutes,
    alertsRoutes,
    mfaRoutes,
    lockdownRoutes,
    passkeysRoutes,
  ];
  for (const routes of featureRoutes) await app.register(routes, featureDeps);
  await app.register(standingOrdersRoutes, { ...featureDeps, now: deps.now });

  await app.register(webPlugin, { webDir: config.webDir, isPage });
  if (config.jobWorker) {
    await runJobWorker(app, config, {
      db: deps.db,
      pool: deps.pool,
      mailer,
      pinKey,
      now: deps.now ?? (() => new Date()),
    });
  }
  return app;
}

/** Every instance works the shared job queue (mail, maintenance) until the app closes. */
async function runJobWorker(
  app: FastifyInstance,
  config: Config,
  deps: { db: Db; pool: pg.Pool; mailer: Mailer; pinKey: Buffer; now: () => Date },
) {
  const worker = await startJobWorker(deps.pool, appTasks({ ...deps, config, log: app.log }), {
    concurrency: config.jobConcurrency,
    pollIntervalMs: config.jobPollIntervalMs,
    cron: appCron(config),
    log: app.log,
  });
  app.addHook('onClose', () => worker.stop());
}
