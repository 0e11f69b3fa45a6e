import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { observePosts } from '../ledger/post-observers';
import { DomainError } from '../common/domain-error';
import { sha256 } from '../common/sha256';
import type { CollectedGauge } from '../common/collected-gauge';

export type { CollectedGauge };

export type MetricsOptions = {
  /** The bearer token scrapers send; the plugin is not registered without one. */
  token: string;
  pool: pg.Pool;
  /** Open live-event streams of this process. */
  openStreams?: () => number;
  /** The job queue's `queueStats(db)`: pending and failed jobs, read at every scrape. */
  jobQueueStats?: () => Promise<{ pending: number; failed: number }>;
  /** Any further gauges to read at every scrape. */
  gauges?: CollectedGauge[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this app: `app.metrics.registerGauge(...)` adds a gauge read at scrape. */
    metrics: { registry: Registry; registerGauge: (gauge: CollectedGauge) => void };
  }
}

const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1000];
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN. HTTP durations are labelled
 * by route pattern (never the raw URL, whose ids would make a series per customer); payments by result
 * code; pool, job queue and stream gauges are read at scrape time. A registry per app, so that several
 * instances in one process (the tests) keep their own figures.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const registerGauge = (gauge: CollectedGauge) => addCollectedGauge(registry, gauge);
    app.decorate('metrics', { registry, registerGauge });
    observeHttp(app, registry);
    const stopPayments = observePayments(registry);
    app.addHook('onClose', async () => stopPayments());
    observePool(registry, options.pool);
    if (options.openStreams) {
      registerGauge({
        name: 'vault_event_streams',
        help: 'Open live-event streams.',
        read: options.openStreams,
      });
    }
    if (options.jobQueueStats) {
      const stats = options.jobQueueStats;
      registerGauge({
        name: 'vault_jobs',
        help: 'Jobs in the queue by state (pending, failed).',
        labelName: 'state',
        read: async () => ({ ...(await stats()) }),
      });
    }
    for (const gauge of options.gauges ?? []) registerGauge(gauge);

    const expected = digest(options.token);
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request, expected)) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw new DomainError('not_signed_in');
      }
      return reply
        .header('Content-Type', registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['errors'] },
);

function digest(value: string): Buffer {
  return sha256(value);
}

/** Compares digests, which have one length whatever the token sent, in constant time. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return timingSafeEqual(digest(sent), expected) && sent.length > 0;
}

function observeHttp(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'vault_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // A live-event stream lasts as long as the tab: its duration says nothing about latency.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
      const route = request.routeOptions.url ?? (request.is404 ? '(not found)' : '(unknown)');
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}

function observePayments(registry: Registry): () => void {
  const posted = new Counter({
    name: 'vault_payments_posted_total',
    help: 'Payment requests posted (result ok), by path: pipeline (group commit) or direct.',
    labelNames: ['path'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'vault_payments_refused_total',
    help: 'Payment requests refused by the posting primitive, by path and result code.',
    labelNames: ['path', 'code'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'vault_payments_failed_total',
    help: 'Payment requests the database failed (outcome unknown to the caller), by path.',
    labelNames: ['path'],
    registers: [registry],
  });
  const batchSize = new Histogram({
    name: 'vault_payment_batch_size',
    help: 'Payment requests posted together in one group commit.',
    buckets: BATCH_BUCKETS,
    registers: [registry],
  });
  return observePosts({
    answered: (path, codes) => {
      if (path === 'pipeline') batchSize.observe(codes.length);
      for (const code of codes) {
        if (code === 'ok') posted.inc({ path });
        else refused.inc({ path, code });
      }
    },
    failed: (path, count) => failed.inc({ path }, count),
  });
}

function observePool(registry: Registry, pool: pg.Pool): void {
  new Gauge({
    name: 'vault_db_pool_connections',
    help: 'Connections of the database pool, by state: all of them, or idle.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'all' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'vault_db_pool_waiting_clients',
    help: 'Queries waiting for a free connection of the pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

function addCollectedGauge(registry: Registry, gauge: CollectedGauge): void {
  new Gauge({
    name: gauge.name,
    help: gauge.help,
    labelNames: gauge.labelName ? [gauge.labelName] : [],
    registers: [registry],
    async collect() {
      const value = await gauge.read();
      if (typeof value === 'number') return void this.set(value);
      for (const [key, n] of Object.entries(value)) this.set({ [gauge.labelName ?? 'key']: key }, n);
    },
  });
}
