import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { appLoginUrl } from '../db/app-login';
import { createDb, createPool, withDatabase, type Db } from '../db/connection';
import type { Mail, Mailer } from '../mail/mailer';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  ownerDb: Db;
  config: Config;
  mails: Mail[];
  /** The test database, for a second instance of the app (see `anotherInstance`). */
  databaseUrl: string;
  close: () => Promise<void>;
};

/** The real app on a fresh copy of the migrated template database, with mail captured in memory. */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  opts: {
    realMailer?: boolean;
    mailer?: Mailer;
    logStream?: { write: (line: string) => void };
    /** A clock the test moves (the app's `now`). */
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const serverUrl = inject('serverUrl');
  const name = `vault_test_${randomBytes(6).toString('hex')}`;
  const admin = createPool(serverUrl, 1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  // The app logs in as its own restricted role, as in production; `ownerDb` is for tests that must tamper.
  const pool = createPool(appLoginUrl(withDatabase(serverUrl, name), inject('appPassword')), 10);
  const db = createDb(pool);
  const ownerDb = createDb(createPool(withDatabase(serverUrl, name), 2));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Tests send many payments from customers without KYC; the tests of these controls set them low.
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
      UNVERIFIED_DAILY_LIMIT: '100000000',
      // One administrator funds many customers in a test file; the four-eyes tests set the threshold low.
      FOUR_EYES_THRESHOLD: '100000000',
      // Retries and scheduled jobs are found quickly; the maintenance schedule is the maintenance tests' own.
      JOB_POLL_INTERVAL_MS: '100',
      MAINTENANCE_CRON: 'off',
      // The test databases are not the embedded server the backup jobs would copy.
      BACKUP_CRON: 'off',
      RESTORE_DRILL_CRON: 'off',
      // The interest jobs run on the clock the interest tests move, when they call them.
      INTEREST_ACCRUAL_CRON: 'off',
      INTEREST_POSTING_CRON: 'off',
      STATEMENTS_CRON: 'off',
      // The sanctions tests screen wires in flight when they call the sweep.
      SANCTIONS_SCREEN_CRON: 'off',
      // The monitoring sweep runs when the monitoring tests call it.
      MONITORING_CRON: 'off',
      DISPUTES_CRON: 'off',
      ...env,
    }),
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
  };
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const app = await buildApp(config, {
    db,
    pool,
    mailer: opts.realMailer ? undefined : (opts.mailer ?? mailer),
    logStream: opts.logStream,
    now: opts.now,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    ownerDb,
    config,
    mails,
    databaseUrl: withDatabase(serverUrl, name),
    close: async () => {
      await app.close();
      await db.destroy();
      await ownerDb.destroy();
      const cleanup = createPool(serverUrl, 1);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of one test file: created before its tests and closed after them (an `afterAll` the file
 * registers later runs before the close). Its fields are there once the file's tests run.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * `useTestApp` and a second instance on its database (`anotherInstance`), for the tests of one file; the
 * second closes first.
 */
export function useTwoInstances(...args: Parameters<typeof createTestApp>) {
  const t = useTestApp(...args);
  const other = {} as Awaited<ReturnType<typeof anotherInstance>>;
  beforeAll(async () => {
    Object.assign(other, await anotherInstance(t));
  });
  afterAll(() => other.close());
  return { t, other };
}

/**
 * A second server on the same database and configuration (so the same PIN key), as another process
 * behind a load balancer would be: its own connection pool, session cache and LISTEN connection.
 * `config` changes what differs between the two machines (say, their own DATA_DIR).
 */
export async function anotherInstance(
  t: TestApp,
  config: Partial<Config> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const pool = createPool(appLoginUrl(t.databaseUrl, inject('appPassword')), 5);
  const db = createDb(pool);
  const mailer = { send: async (m: Mail) => void t.mails.push(m) };
  const app = await buildApp({ ...t.config, ...config }, { db, pool, mailer });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * Waits until `probe` answers something (mail is sent by the job worker after the request's commit, not
 * by the request), polling every 20 ms; fails after `timeoutMs` with `what` in the message.
 */
export async function eventually<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The newest mail sent to `to` once the worker has sent it; `subject` narrows it, and `after` (a former
 * `t.mails.length`) skips the mails sent before.
 */
export function mailTo(
  t: Pick<TestApp, 'mails'>,
  to: string,
  opts: { subject?: RegExp; after?: number } = {},
): Promise<Mail> {
  const fits = (m: Mail) => m.to === to && (!opts.subject || opts.subject.test(m.subject));
  return eventually(
    () =>
      t.mails
        .slice(opts.after ?? 0)
        .filter(fits)
        .at(-1),
    `a mail to ${to}`,
  );
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'Correct-Horse-42';

export async function registerCustomer(
  app: FastifyInstance,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    password: string;
  }> = {},
) {
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+44 20 7946 0000',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/users/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...body, userId: (res.json() as { user: { _id: string } }).user._id };
}

export async function signIn(app: FastifyInstance, email: string, password = GOOD_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; _id: string; role: string };
  return { ...body, auth: { authorization: `Bearer ${body.token}` }, cookie: sessionCookie(res) };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'vb_session');
  return cookie ? `vb_session=${cookie.value}` : '';
}

/** Signs up a customer and signs them in: the common start of most tests. */
export async function customer(app: FastifyInstance, overrides: Parameters<typeof registerCustomer>[1] = {}) {
  const registered = await registerCustomer(app, overrides);
  const session = await signIn(app, registered.email, registered.password);
  return { ...registered, ...session };
}
