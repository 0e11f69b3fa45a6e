import { describe, expect, it } from 'vitest';
import { interestMessages } from '../../shared/account-messages';
import type { ScheduledJob } from '../../shared/schemas/interest';
import { adminSession } from '../test/money-helpers';
import { customer, eventually, useTestApp } from '../test/test-app';

/* The back office's scheduled jobs page (issue 49 part 1): the jobs, their last run, and "run now". */

const t = useTestApp({ MAINTENANCE_CRON: '*/15 * * * *' });

const jobs = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/admin/jobs', headers: auth })).json() as ScheduledJob[];
const run = (auth: Record<string, string>, name: string) =>
  t.app.inject({ method: 'POST', url: `/admin/jobs/${name}/run`, headers: auth });

describe('the scheduled jobs', () => {
  it('lists every scheduled job with its schedule, runs one now and records its result', async () => {
    const admin = await adminSession(t.app, t.db);
    const listed = await jobs(admin.auth);
    expect(listed.map((j) => j.name)).toEqual([
      'maintenance',
      'base_backup',
      'restore_drill',
      'standing_order_occurrence',
      'interest_accrual',
      'interest_posting',
      'monthly_statements',
      'monitoring_sweep',
      'dispute_timers',
    ]);
    expect(listed.find((j) => j.name === 'maintenance')).toMatchObject({
      schedule: '*/15 * * * *',
      enabled: true,
      runnable: true,
    });
    expect(listed.find((j) => j.name === 'interest_accrual')).toMatchObject({
      schedule: 'off',
      enabled: false,
    });

    for (const name of ['maintenance', 'interest_accrual']) {
      const res = await run(admin.auth, name);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(interestMessages.jobQueued(listed.find((j) => j.name === name)!.label));
    }
    const done = await eventually(async () => {
      const now = await jobs(admin.auth);
      const both = ['maintenance', 'interest_accrual'].map((n) => now.find((j) => j.name === n)!.lastRun);
      return both.every((r) => r && r.result !== 'running') ? both : undefined;
    }, 'both runs');
    expect(done.map((r) => r!.result)).toEqual(['succeeded', 'succeeded']);
    expect(done[1]!.detail).toMatch(/accrued|no ended day/);
    expect(done[0]!.requestedBy).not.toBeNull();
  });

  it('refuses what cannot run now, an unknown job, and customers', async () => {
    const admin = await adminSession(t.app, t.db);
    const orders = await run(admin.auth, 'standing_order_occurrence');
    expect(orders.statusCode).toBeGreaterThanOrEqual(400);
    expect(orders.json().message).toBe(interestMessages.jobNotRunnable);
    expect((await run(admin.auth, 'no_such_job')).statusCode).toBe(404);
    const c = await customer(t.app);
    expect((await t.app.inject({ url: '/admin/jobs', headers: c.auth })).statusCode).toBe(403);
    expect((await run(c.auth, 'maintenance')).statusCode).toBe(403);
  });
});
