import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, prepareDatabase } from '../db/database';
import { adminSession } from './money-helpers';
import { freePort } from './free-port';
import type { TestApp } from './test-app';

/**
 * A bank on an embedded PostgreSQL of its own (archiving on, as `npm start` runs it), for the tests that
 * stop, restore or take away the database server, which the shared test server must never suffer.
 */
export async function ownDatabaseConfig(env: Record<string, string> = {}): Promise<Config> {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vault-own-db-')),
    EMBEDDED_PG_PORT: String(await freePort()),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
    UNVERIFIED_DAILY_LIMIT: '100000000',
    JOB_WORKER: 'false',
    MAINTENANCE_CRON: 'off',
    BACKUP_CRON: 'off',
    RESTORE_DRILL_CRON: 'off',
    // One administrator funds every customer of a test; the insider limits have their own tests.
    FOUR_EYES_THRESHOLD: '100000000',
    ...env,
  });
}

/** The database started (and migrated), the app on it, and an administrator; `suite` fits bank-suite's helpers. */
export async function startOwnBank(config: Config) {
  const prepared = await prepareDatabase(config, () => {});
  const database = connectDatabase(prepared.login);
  const app = await buildApp(config, {
    db: database.db,
    pool: database.pool,
    mailer: { send: async () => {} },
  });
  await app.ready();
  const admin = await adminSession(app, database.db);
  let stopDatabase = prepared.stop;
  return {
    app,
    db: database.db,
    suite: { t: { app } as TestApp, admin },
    /** Stops only the PostgreSQL server: the app stays up on its pool. */
    stopDatabase: () => stopDatabase(),
    /** Starts it again on the same folder and port. */
    startDatabase: async () => void (stopDatabase = (await prepareDatabase(config, () => {})).stop),
    close: async () => {
      await app.close();
      await database.close();
      await stopDatabase();
    },
  };
}
