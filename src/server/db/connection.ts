import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

// BIGINT columns (money in cents, counters) are read as bigint, never as a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Db = Kysely<Database>;

/** The restricted role of migration 012 that the application works as (see that migration). */
export const APP_ROLE = 'vault_app';

// Switches to the application role when it exists and this login may use it; otherwise a no-op.
const USE_APP_ROLE = `SELECT set_config('role', '${APP_ROLE}', false)
  WHERE EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}')
    AND pg_has_role(current_user, '${APP_ROLE}', 'MEMBER')`;

export function createPool(url: string, max = 20, opts: { appRole?: boolean } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // A connection killed by the server (restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
  if (opts.appRole) pool.on('connect', (client) => void client.query(USE_APP_ROLE).catch(() => {}));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
