import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config';
import type { Db } from './db/connection';
import { DbListener } from './db/listener';
import { recoveryGauges } from './backup/recovery-metrics';
import { EventsHub } from './events/events-hub';
import { queueStats } from './jobs/queue';
import { PaymentPipeline } from './ledger/payment-pipeline';
import metricsPlugin, { type MetricsOptions } from './plugins/metrics';
import { SessionCache } from './sessions/session-cache';
import { ProfileCache } from './users/profile-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Group commit of payments (ledger/payment-pipeline.ts); its stats feed the benchmarks and tests. */
    paymentPipeline: PaymentPipeline;
    /** Sessions checked in memory; revocations reach every instance through LISTEN (sessions/session-cache.ts). */
    sessions: SessionCache;
    /** Server-sent events to the browser tabs of this process (events/events-hub.ts). */
    events: EventsHub;
  }
}

export type Infrastructure = {
  sessions: SessionCache;
  profiles: ProfileCache;
  events: EventsHub;
  pipeline: PaymentPipeline;
};

type Deps = { db: Db; pool: pg.Pool; metrics?: Pick<MetricsOptions, 'jobQueueStats' | 'gauges'> };

/**
 * What the features share, built once per app: the one LISTEN connection and what hears it (the session
 * cache, the profile cache, the live events), the payment pipeline, and the metrics that read them. Each
 * is closed with the app, the pipeline after every payment it holds has been posted.
 */
export async function startInfrastructure(
  app: FastifyInstance,
  config: Config,
  deps: Deps,
): Promise<Infrastructure> {
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
  const pipeline = new PaymentPipeline(deps.pool, {
    maxBatch: config.paymentBatchMax,
    concurrency: config.paymentBatchConcurrency,
  });
  app.addHook('onClose', () => pipeline.close());
  app.decorate('paymentPipeline', pipeline);
  return { sessions, profiles, events, pipeline };
}
