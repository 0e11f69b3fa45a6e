import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseCronItems } from 'graphile-worker';
import { loadConfig } from '../config';
import { createTestApp, eventually, registerCustomer, uniqueEmail, type TestApp } from '../test/test-app';
import { MAINTENANCE_TASK, runMaintenance } from './maintenance';
import { enqueue } from './queue';
import { appCron } from './tasks';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await registerCustomer(t.app)).userId;
});
afterAll(() => t.close());

const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
const opts = () => ({ sessionIdleMs: t.config.sessionIdleMs, sessionAbsoluteMs: t.config.sessionAbsoluteMs });

/** Names each seeded row by a label kept in a column the test controls, to see which survived. */
async function seedSession(label: string, createdMinutesAgo: number, seenMinutesAgo: number) {
  await sql`
    INSERT INTO sessions (token_hash, user_id, user_agent, created_at, last_seen_at)
    VALUES (${randomBytes(32)}, ${userId}, ${label}, ${ago(createdMinutesAgo)}, ${ago(seenMinutesAgo)})`.execute(
    t.db,
  );
}

async function labels(query: ReturnType<typeof sql<{ label: string }>>): Promise<string[]> {
  return (await query.execute(t.db)).rows.map((r) => r.label).sort();
}

describe('maintenance', () => {
  it('deletes sessions past the idle (plus a grace for late last-seen writes) or absolute timeout', async () => {
    // Defaults: 15 minutes idle, 12 hours absolute, 5 minutes' grace.
    await seedSession('m-fresh', 30, 1);
    await seedSession('m-idle-in-grace', 30, 17);
    await seedSession('m-idle', 60, 21);
    await seedSession('m-absolute', 12 * 60 + 1, 1);
    const result = await runMaintenance(t.db, opts());
    expect(result.sessions).toBeGreaterThanOrEqual(2);
    expect(await labels(sql`SELECT user_agent AS label FROM sessions WHERE user_agent LIKE 'm-%'`)).toEqual([
      'm-fresh',
      'm-idle-in-grace',
    ]);
  });

  it('deletes used and expired reset and invitation tokens, keeps live ones', async () => {
    const seed = (label: string, expiresIn: number, used: boolean) =>
      sql`INSERT INTO password_resets (token_hash, user_id, expires_at, used_at)
          VALUES (${Buffer.from(label)}, ${userId}, now() + make_interval(mins => ${expiresIn}),
                  ${used ? sql`now()` : null})`.execute(t.db);
    await seed('r-live', 30, false);
    await seed('r-invitation-live', 72 * 60, false);
    await seed('r-used', 25, true);
    await seed('r-expired', -1, false);
    await runMaintenance(t.db, opts());
    expect(
      await labels(
        sql`SELECT convert_from(token_hash, 'UTF8') AS label FROM password_resets WHERE user_id = ${userId}`,
      ),
    ).toEqual(['r-invitation-live', 'r-live']);
  });

  it('deletes used and expired sign-in and passkey challenges, keeps live ones', async () => {
    const seed = (label: string, expiresIn: number, used: boolean) =>
      sql`INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at, used_at)
          VALUES (${label}, 'verify', ${userId}, now() + make_interval(mins => ${expiresIn}),
                  ${used ? sql`now()` : null})`.execute(t.db);
    await seed('c-live', 5, false);
    await seed('c-used', 5, true);
    await seed('c-expired', -1, false);
    await sql`INSERT INTO mfa_challenges (token_hash, user_id, expires_at)
      VALUES (${Buffer.from('m-expired')}, ${userId}, now() - interval '1 minute')`.execute(t.db);
    await runMaintenance(t.db, opts());
    expect(
      await labels(sql`SELECT challenge AS label FROM webauthn_challenges WHERE user_id = ${userId}`),
    ).toEqual(['c-live']);
    expect(await labels(sql`SELECT 'x' AS label FROM mfa_challenges WHERE user_id = ${userId}`)).toEqual([]);
  });

  it('deletes idempotency keys older than 7 days', async () => {
    const seed = (key: string, days: number) =>
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, result_code, created_at)
          VALUES (${userId}, ${key}, 'h', 'ok', now() - make_interval(days => ${days}))`.execute(t.db);
    await seed('i-old', 8);
    await seed('i-recent', 6);
    await runMaintenance(t.db, opts());
    expect(await labels(sql`SELECT key AS label FROM idempotency_keys WHERE user_id = ${userId}`)).toEqual([
      'i-recent',
    ]);
  });

  it('deletes sign-in failure counts that no longer count, keeps windows and locks in force', async () => {
    const seed = (email: string, firstMinutesAgo: number, lockedForMinutes: number | null) =>
      sql`INSERT INTO login_failures (email, failures, first_failed_at, locked_until)
          VALUES (${email}, 3, ${ago(firstMinutesAgo)},
                  ${lockedForMinutes === null ? null : sql`now() + make_interval(mins => ${lockedForMinutes})`})`.execute(
        t.db,
      );
    const [open, stale, locked, unlocked] = ['open', 'stale', 'locked', 'unlocked'].map((p) =>
      uniqueEmail(p),
    );
    await seed(open!, 10, null);
    await seed(stale!, 31, null);
    await seed(locked!, 40, 20);
    await seed(unlocked!, 40, -1);
    await runMaintenance(t.db, opts());
    const left = await labels(
      sql`SELECT email AS label FROM login_failures WHERE email IN (${open}, ${stale}, ${locked}, ${unlocked})`,
    );
    expect(left).toEqual([locked, open].sort());
  });

  it('deletes wrong-code counts idle for 30 minutes whose lock has ended, keeps recent ones and locks', async () => {
    const seed = (source: string, idleMinutes: number, lockedForMinutes: number | null) =>
      sql`INSERT INTO mfa_code_failures (user_id, source, failures, updated_at, locked_until)
          VALUES (${userId}, ${source}, 3, ${ago(idleMinutes)},
                  ${lockedForMinutes === null ? null : sql`now() + make_interval(mins => ${lockedForMinutes})`})`.execute(
        t.db,
      );
    await seed('recent', 10, null);
    await seed('idle', 31, null);
    await seed('locked', 40, 20);
    await seed('ended', 40, -1);
    await runMaintenance(t.db, opts());
    const left = await labels(sql`SELECT source AS label FROM mfa_code_failures WHERE user_id = ${userId}`);
    expect(left).toEqual(['locked', 'recent']);
  });

  it('deletes ended rate-limit counters', async () => {
    await sql`INSERT INTO rate_limit_counters VALUES ('l-ended', 5, now() - interval '1 second'),
                                                     ('l-current', 5, now() + interval '1 minute')`.execute(
      t.db,
    );
    expect((await runMaintenance(t.db, opts())).rateLimits).toBeGreaterThanOrEqual(1);
    expect(await labels(sql`SELECT key AS label FROM rate_limit_counters WHERE key LIKE 'l-%'`)).toEqual([
      'l-current',
    ]);
  });

  it('deletes jobs that failed for good more than 7 days ago, keeps newer failures and live jobs', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const ids = [];
    for (const label of ['j-old-failed', 'j-new-failed', 'j-old-waiting']) {
      ids.push(await enqueue(t.db, 'test_only', { label }, { maxAttempts: 1, runAt: later }));
    }
    await sql`UPDATE graphile_worker._private_jobs SET attempts = 1, updated_at = now() - interval '8 days'
              WHERE id = ${ids[0]}::bigint`.execute(t.ownerDb);
    await sql`UPDATE graphile_worker._private_jobs SET attempts = 1 WHERE id = ${ids[1]}::bigint`.execute(
      t.ownerDb,
    );
    await sql`UPDATE graphile_worker._private_jobs SET updated_at = now() - interval '8 days'
              WHERE id = ${ids[2]}::bigint`.execute(t.ownerDb);
    expect((await runMaintenance(t.db, opts())).failedJobs).toBe(1);
    expect(
      await labels(
        sql`SELECT payload->>'label' AS label FROM graphile_worker._private_jobs WHERE id = ANY(${ids}::bigint[])`,
      ),
    ).toEqual(['j-new-failed', 'j-old-waiting']);
  });

  it('runs as a job of the worker', async () => {
    await seedSession('m-job-expired', 13 * 60, 13 * 60);
    await enqueue(t.db, MAINTENANCE_TASK, {});
    await eventually(async () => {
      const left = await sql`SELECT 1 FROM sessions WHERE user_agent = 'm-job-expired'`.execute(t.db);
      return left.rows.length === 0 ? true : undefined;
    }, 'the maintenance job');
  });
});

describe('the maintenance schedule', () => {
  it('is a valid crontab by default (maintenance, base backup, restore drill, interest, statements, sanctions screening, monitoring, dispute timers), and none when each is off', () => {
    expect(parseCronItems(appCron(loadConfig({})))).toHaveLength(9);
    const off = {
      MAINTENANCE_CRON: 'off',
      BACKUP_CRON: 'off',
      RESTORE_DRILL_CRON: 'off',
      INTEREST_ACCRUAL_CRON: 'off',
      INTEREST_POSTING_CRON: 'off',
      STATEMENTS_CRON: 'off',
      SANCTIONS_SCREEN_CRON: 'off',
      MONITORING_CRON: 'off',
      DISPUTES_CRON: 'off',
    };
    expect(appCron(loadConfig(off))).toEqual([]);
    expect(parseCronItems(appCron(loadConfig({ ...off, MAINTENANCE_CRON: '*/15 * * * *' })))).toHaveLength(1);
    expect(() => parseCronItems(appCron(loadConfig({ MAINTENANCE_CRON: 'every day' })))).toThrow();
  });

  it('is registered by a worker running as vault_app', async () => {
    const scheduled = await createTestApp({ MAINTENANCE_CRON: '*/15 * * * *' });
    try {
      // The scheduler starts beside the worker; a refused write would stop it before it recorded this.
      const known = await eventually(async () => {
        const rows = await sql<{ identifier: string }>`
          SELECT identifier FROM graphile_worker._private_known_crontabs`.execute(scheduled.db);
        return rows.rows.length > 0 ? rows.rows : undefined;
      }, 'the crontab registration');
      expect(known).toEqual([{ identifier: MAINTENANCE_TASK }]);
    } finally {
      await scheduled.close();
    }
  });
});
