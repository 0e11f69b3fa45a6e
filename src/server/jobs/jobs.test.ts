import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inTransaction } from '../db/transaction';
import { enqueueMail, SEND_MAIL_TASK } from '../mail/mail-jobs';
import type { Mail } from '../mail/mailer';
import {
  anotherInstance,
  createTestApp,
  eventually,
  mailTo,
  registerCustomer,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';
import { enqueue, queueStats } from './queue';

const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/users/forgot-password', payload: { email } });

const emptyQueue = (t: TestApp) =>
  eventually(async () => ((await queueStats(t.db)).pending === 0 ? true : undefined), 'an empty queue');

describe('the job worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs as the restricted role vault_app, which may not change the queue schema', async () => {
    // The worker's LISTEN connection may still be starting: wait for it.
    const roles = await eventually(async () => {
      const found = await sql<{ usename: string }>`
        SELECT DISTINCT usename FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN "jobs:insert"%'`.execute(t.ownerDb);
      return found.rows.length > 0 ? found.rows.map((r) => r.usename) : undefined;
    }, 'the worker connection');
    expect(roles).toEqual(['vault_app']);
    const c = await registerCustomer(t.app);
    expect((await forgot(t, c.email)).statusCode).toBe(200);
    expect((await mailTo(t, c.email)).text).toMatch(/\/reset-password\/[\w-]+/);
    await expect(sql`DELETE FROM graphile_worker.migrations`.execute(t.db)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('runs jobs of a named queue (one at a time) with the same rights', async () => {
    const to = uniqueEmail('queued');
    for (const n of [1, 2]) {
      await enqueue(t.db, SEND_MAIL_TASK, { to, subject: `in order ${n}`, text: '-' }, { queueName: 'mail' });
    }
    await eventually(() => (t.mails.filter((m) => m.to === to).length === 2 ? true : undefined), 'two mails');
    expect(t.mails.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['in order 1', 'in order 2']);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const to = uniqueEmail('rolledback');
    await expect(
      inTransaction(t.db, async (trx) => {
        await enqueueMail(trx, { to, subject: 'never', text: 'never' });
        throw new Error('the use case failed after queueing its mail');
      }),
    ).rejects.toThrow(/use case failed/);
    // A mail queued in the same transaction afterwards is sent, so the worker was looking.
    const witness = uniqueEmail('witness');
    await inTransaction(t.db, (trx) => enqueueMail(trx, { to: witness, subject: 'sent', text: 'sent' }));
    await mailTo(t, witness);
    await emptyQueue(t);
    expect(t.mails.some((m) => m.to === to)).toBe(false);
  });

  it('goes on sending after its database connections were cut', async () => {
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND usename = 'vault_app'`.execute(t.ownerDb);
    // The app's own pool drops its cut idle connections once their sockets close; the worker must recover.
    await new Promise((r) => setTimeout(r, 300));
    const c = await registerCustomer(t.app);
    expect((await forgot(t, c.email)).statusCode).toBe(200);
    await eventually(() => t.mails.find((m) => m.to === c.email), 'the mail', 20_000);
  });

  it('counts waiting and failed jobs for metrics', async () => {
    await emptyQueue(t);
    const before = await queueStats(t.db);
    // A mail without a recipient fails its one attempt and is kept as failed.
    await enqueue(
      t.db,
      SEND_MAIL_TASK,
      { subject: 'nobody' },
      { maxAttempts: 1, runAt: new Date(Date.now() + 60_000) },
    );
    expect(await queueStats(t.db)).toEqual({ pending: before.pending + 1, failed: before.failed });
    await sql`UPDATE graphile_worker._private_jobs SET run_at = now()`.execute(t.ownerDb);
    await eventually(
      async () => ((await queueStats(t.db)).failed === before.failed + 1 ? true : undefined),
      'a failed job',
    );
    expect((await queueStats(t.db)).pending).toBe(before.pending);
  });
});

describe('an instance that dies with jobs queued', () => {
  it("leaves them to another instance's worker", async () => {
    const first = await createTestApp({ JOB_WORKER: 'false' });
    try {
      const c = await registerCustomer(first.app);
      expect((await forgot(first, c.email)).statusCode).toBe(200);
      expect(await queueStats(first.db)).toEqual({ pending: 1, failed: 0 });
      await first.app.close();
      expect(first.mails).toEqual([]);
      const second = await anotherInstance(first, { jobWorker: true });
      try {
        expect((await mailTo(first, c.email)).subject).toBe('Vault Bank: reset your password');
        await emptyQueue(first);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('a mail server that refuses', () => {
  const lines: string[] = [];
  let failures = 1;
  const sent: Mail[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const mailer = {
      send: async (m: Mail) => {
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(m);
      },
    };
    t = await createTestApp({ LOG_LEVEL: 'debug' }, undefined, {
      mailer,
      logStream: { write: (l) => void lines.push(l) },
    });
  });
  afterAll(() => t.close());

  it('gets the mail again after a pause, and the log never shows the link', async () => {
    const c = await registerCustomer(t.app);
    expect((await forgot(t, c.email)).statusCode).toBe(200);
    const job = await eventually(async () => {
      const rows = await sql<{ attempts: number; last_error: string | null; run_at: Date }>`
        SELECT attempts, last_error, run_at FROM graphile_worker.jobs
        WHERE task_identifier = ${SEND_MAIL_TASK}`.execute(t.db);
      // `attempts` counts from when a worker takes the job; `last_error` is written once it has failed.
      return rows.rows[0]?.last_error ? rows.rows[0] : undefined;
    }, 'a failed first attempt');
    expect(job.attempts).toBe(1);
    expect(job.last_error).toMatch(/421/);
    expect(job.run_at.getTime()).toBeGreaterThan(Date.now());
    const mail = await eventually(() => sent.find((m) => m.to === c.email), 'the retried mail', 15_000);
    const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
    expect(lines.some((l) => l.includes('Failed task') && l.includes(SEND_MAIL_TASK))).toBe(true);
    expect(lines.filter((l) => l.includes(token))).toEqual([]);
  });
});
