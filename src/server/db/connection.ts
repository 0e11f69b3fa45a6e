import pg from 'pg';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from './schema';
import { parseHostList, primaryClientClass } from './primary-hosts';

// BIGINT columns (money in cents, counters) are read as bigint, never as a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export type Db = Kysely<Database>;

/** The restricted role the application works as: it may not rewrite postings or the audit log. */
export const APP_ROLE = 'vault_app';

/** How long opening a connection may take before the request is answered 503 (db/unreachable.ts). */
export const CONNECT_TIMEOUT_MS = 5_000;

export function createPool(url: string, max = 20, opts: { role?: string } = {}): pg.Pool {
  // Several hosts or target_session_attrs=read-write: connections go to whichever host is the primary.
  const hostList = parseHostList(url);
  const pool = new pg.Pool({
    connectionString: hostList?.url ?? url,
    ...(hostList ? { Client: primaryClientClass(hostList.hosts) } : {}),
    max,
    idleTimeoutMillis: 30_000,
    // A database that does not answer (a dead host, a failover in progress) fails the request with a 503
    // after this rather than holding it for as long as the operating system's TCP timeout.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The role is taken at connection start, before any query can run.
    ...(opts.role ? { options: `-c role=${opts.role}` } : {}),
  });
  // A connection killed by the server (restart, pg_terminate_backend) must not crash the process, whether
  // it is idle in the pool or checked out between two queries; the query in flight fails on its own.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The application role when it exists and this login may use it (the migrations skip it where the owner may not create roles). */
export async function appRoleFor(owner: pg.Pool): Promise<string | undefined> {
  const result = await owner.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AND pg_has_role(current_user, $1, 'MEMBER') AS ok`,
    [APP_ROLE],
  );
  return result.rows[0]?.ok ? APP_ROLE : undefined;
}

export function createDb(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Builds and compiles PostgreSQL queries without a connection, for queries compiled once and run later. */
export const queryBuilder: Db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
