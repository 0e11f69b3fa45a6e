import type pg from 'pg';
import type { Config } from '../config';
import { appRoleFor, createDb, createPool, withDatabase, type Db } from './connection';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

const EMBEDDED_DB_NAME = 'vault';

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL under DATA_DIR when it is not set,
 * then applies pending migrations.
 */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  let url = config.databaseUrl;
  let stopServer: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log);
    stopServer = embedded.stop;
    url = await ensureDatabase(embedded.url, EMBEDDED_DB_NAME);
  }
  // Migrations run as the connecting (owner) role; the application then works as the restricted one.
  const owner = createPool(url, 1);
  let role: string | undefined;
  try {
    await migrate(owner);
    role = await appRoleFor(owner);
  } finally {
    await owner.end();
  }
  const pool = createPool(url, 20, { role });
  const db = createDb(pool);
  return {
    pool,
    db,
    close: async () => {
      await db.destroy();
      if (stopServer) await stopServer();
    },
  };
}

/** Creates the database on the server if missing and answers its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = createPool(serverUrl, 1);
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}
