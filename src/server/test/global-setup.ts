import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool, withDatabase } from '../db/connection';
import { ensureDatabase } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { enableAppLogin } from '../db/app-login';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDb: string;
    /** The password of the app's own login role (`vault_app`), as the embedded database sets it up. */
    appPassword: string;
  }
}

export const TEMPLATE_DB = 'vault_test_template';

/**
 * One real PostgreSQL for the whole run: `TEST_DATABASE_URL` when set, else a throwaway embedded
 * server. A migrated template database is made once; each test file copies it (see test-app.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  const dir = path.resolve(`.tmp/test-pg-${process.pid}`);
  if (!serverUrl) {
    fs.rmSync(dir, { recursive: true, force: true });
    const embedded = await startEmbeddedPostgres(dir, await freePort());
    serverUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = createPool(serverUrl, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.end();
  const templateUrl = await ensureDatabase(serverUrl, TEMPLATE_DB);
  const pool = createPool(templateUrl, 1);
  await migrate(pool);
  // The app logs in as its restricted role, as `npm start` does; the role is shared by the whole server.
  const appPassword = randomBytes(32).toString('hex');
  if (!(await enableAppLogin(pool, appPassword)))
    throw new Error('the test server must allow creating vault_app');
  await pool.end();
  project.provide('appPassword', appPassword);
  project.provide('serverUrl', withDatabase(serverUrl, 'postgres'));
  project.provide('templateDb', TEMPLATE_DB);
  return async () => {
    if (stop) await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
