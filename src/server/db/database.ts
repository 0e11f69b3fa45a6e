import type pg from 'pg';
import type { Config } from '../config';
import { appRoleFor, createDb, createPool, withDatabase, type Db } from './connection';
import { appLoginUrl, enableAppLogin, loadAppPassword } from './app-login';
import { startEmbeddedPostgres } from './embedded';
import { archiveFlags, ensureBackupDirs } from '../backup/backup-dirs';
import { importUploads } from './import-uploads';
import { migrate } from './migrate';

export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };
/** How the application logs in: its URL, and the role to take when it shares the owner's login. */
export type AppLogin = { url: string; role?: string };
/** A migrated database ready for the app; `stop` stops the embedded server (nothing for a managed one). */
export type PreparedDatabase = { login: AppLogin; stop: () => Promise<void> };

export const EMBEDDED_DB_NAME = 'vault';

/** Starts the database, migrates it and opens the application's pool (one process: tools, `npm start`). */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  const prepared = await prepareDatabase(config, log);
  return connectDatabase(prepared.login, prepared.stop);
}

/**
 * Connects to the database and applies pending migrations as its owner (then copies any file left under
 * DATA_DIR/uploads into the database, `import-uploads.ts`), and answers how the application logs in under
 * its own restricted role. Runs once per host: several server processes (WEB_CONCURRENCY) then connect
 * with `connectDatabase`.
 * - embedded (no `DATABASE_URL`): starts PostgreSQL under DATA_DIR; the app logs in as `vault_app` with a
 *   password generated into DATA_DIR;
 * - managed: `MIGRATION_DATABASE_URL` is the owner's login for migrations and `DATABASE_URL` the app's;
 *   with `DATABASE_URL` alone the app falls back to `SET ROLE` on that login, which `RESET ROLE` undoes,
 *   and says so in the log.
 */
export async function prepareDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<PreparedDatabase> {
  let ownerUrl = config.migrationDatabaseUrl ?? config.databaseUrl;
  let appUrl = config.migrationDatabaseUrl ? config.databaseUrl : undefined;
  let stop = async () => {};
  if (!config.databaseUrl) {
    const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, log, {
      statStatements: config.embeddedPgStatStatements,
      extraFlags: embeddedArchiveFlags(config),
    });
    stop = embedded.stop;
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
  } catch (err) {
    await owner.end();
    await stop();
    throw err;
  }
  await owner.end();
  if (!appUrl) {
    console.warn(
      "The app connects with the migrations' login and takes its restricted role with SET ROLE; " +
        "set MIGRATION_DATABASE_URL (owner) and DATABASE_URL (the app's own login) to make the role a boundary.",
    );
  }
  return { login: { url: appUrl ?? ownerUrl!, role }, stop };
}

/** The application's pool under its own login; `close` ends it, then runs `stop` (the embedded server). */
export function connectDatabase(login: AppLogin, stop: () => Promise<void> = async () => {}): Database {
  const pool = createPool(login.url, 20, { role: login.role });
  const db = createDb(pool);
  return {
    pool,
    db,
    close: async () => {
      await db.destroy();
      await stop();
    },
  };
}

/**
 * The embedded server archives every WAL segment into BACKUP_DIR (docs/operations.md), unless a benchmark
 * turned archiving off (`WAL_ARCHIVING=false`).
 */
export function embeddedArchiveFlags(config: Config): string[] {
  if (!config.walArchiving) return [];
  ensureBackupDirs(config.backupDir);
  return archiveFlags(config.backupDir, config.walArchiveTimeoutSeconds);
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
