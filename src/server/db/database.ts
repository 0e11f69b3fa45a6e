import type pg from 'pg';
import type { Config } from '../config';
import { appRoleFor, createDb, createPool, withDatabase, type Db } from './connection';
import { appLoginUrl, enableAppLogin, loadAppPassword } from './app-login';
import { startEmbeddedPostgres } from './embedded';
import { importUploads } from './import-uploads';
import { migrate } from './migrate';

export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

const EMBEDDED_DB_NAME = 'vault';

/**
 * Connects to the database and applies pending migrations as its owner (then copies any file left under
 * DATA_DIR/uploads into the database, `import-uploads.ts`), then opens the application's pool under its
 * own restricted login:
 * - embedded (no `DATABASE_URL`): starts PostgreSQL under DATA_DIR; the app logs in as `vault_app` with a
 *   password generated into DATA_DIR;
 * - managed: `MIGRATION_DATABASE_URL` is the owner's login for migrations and `DATABASE_URL` the app's;
 *   with `DATABASE_URL` alone the app falls back to `SET ROLE` on that login, which `RESET ROLE` undoes,
 *   and says so in the log.
 */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  let ownerUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  let appUrl = config.migrationDatabaseUrl ? config.databaseUrl : undefined;
  let stopServer: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log);
    stopServer = embedded.stop;
    ownerUrl = await ensureDatabase(embedded.url, EMBEDDED_DB_NAME);
  }
  const owner = createPool(ownerUrl!, 1);
  let role: string | undefined;
  try {
    await migrate(owner);
    const moved = await importUploads(owner, config.dataDir);
    if (moved.movedTo) {
      // Once in the life of an installation, and worth seeing: the log callback is the embedded server's.
      console.info(
        `Uploaded files: ${moved.imported} copied into the database, ${moved.missing} named but missing; ` +
          `the old folder is now ${moved.movedTo}.`,
      );
    }
    if (!config.databaseUrl) {
      const password = loadAppPassword(config.dataDir);
      if (await enableAppLogin(owner, password)) appUrl = appLoginUrl(ownerUrl!, password);
    }
    if (!appUrl) role = await appRoleFor(owner);
  } finally {
    await owner.end();
  }
  if (!appUrl) {
    console.warn(
      "The app connects with the migrations' login and takes its restricted role with SET ROLE; " +
        "set MIGRATION_DATABASE_URL (owner) and DATABASE_URL (the app's own login) to make the role a boundary.",
    );
  }
  const pool = createPool(appUrl ?? ownerUrl!, 20, { role });
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
