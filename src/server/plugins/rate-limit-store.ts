import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

type IncrResult = { current: number; ttl: number };
type IncrCallback = (error: Error | null, result?: IncrResult) => void;

// One statement per counted request: a fixed window that starts again once `reset_at` has passed.
// Milliseconds go in and out as float8: pg reads bigint as BigInt (db/connection.ts).
const INCR_SQL = `
  INSERT INTO rate_limit_counters AS c (key, count, reset_at)
  VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.count + 1 END,
    reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
  RETURNING count, greatest(0, extract(epoch FROM c.reset_at - now()) * 1000)::float8 AS ttl_ms`;

/**
 * The counters of `@fastify/rate-limit` in PostgreSQL (the UNLOGGED `rate_limit_counters`), so that every instance of
 * the app on one database counts the same requests: a client cannot multiply its attempts by the number
 * of servers behind the load balancer. Each route counts under its own prefix (method and URL), so the
 * limits of two routes never share a counter. `continueExceeding` and `exponentialBackoff` are not
 * supported (no route uses them). Counters whose window has ended are deleted by the maintenance job
 * (`jobs/maintenance.ts`), once across all instances. A database error fails the request (the plugin's `skipOnError` is off):
 * a limit that guards sign-in must not open when it cannot count.
 */
export class PgRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow?: number, _max?: number): void {
    this.pool
      .query<{ count: number; ttl_ms: number }>({
        name: 'rate_limit_incr',
        text: INCR_SQL,
        values: [this.prefix + key, timeWindow ?? 60_000],
      })
      .then(
        (r) => callback(null, { current: r.rows[0]!.count, ttl: Math.ceil(r.rows[0]!.ttl_ms) }),
        (err: Error) => callback(err),
      );
  }

  /** The plugin passes the route's merged options, whose `routeInfo` names the route. */
  child(routeOptions: unknown): PgRateLimitStore {
    const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
    const name = route?.url ? `${String(route.method)} ${String(route.url)}` : 'custom';
    return new PgRateLimitStore(this.pool, `${this.prefix}${name}|`);
  }
}

/** The store class the plugin instantiates itself (it passes only its own options). */
export function pgRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  return class extends PgRateLimitStore {
    constructor() {
      super(pool);
    }
  };
}
