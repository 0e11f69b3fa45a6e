import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';

// BIGINT columns (money in cents, counters) are read as bigint, never as a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Db = Kysely<Database>;

export function createPool(url: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // A connection killed by the server (restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
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
