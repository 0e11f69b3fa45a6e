import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { occurrenceDeps } from '../jobs/tasks';
import { runOccurrence, type Occurrence } from '../standing-orders/occurrence';
import { bankSuite } from '../test/bank-suite';
import { balanceCents, PIN, rentTo } from '../test/money-helpers';
import { customer, mailTo } from '../test/test-app';
import { setPin } from '../test/money-helpers';
import { accountsOf } from '../test/money-helpers';
import { runAutopay, AUTOPAY_TASK, type AutopayRun } from './autopay';
import { borrower, checkLoans, decide, pendingLoan, repay } from './loans-test-helpers';

const s = bankSuite({}, checkLoans);

type Job = { id: string; task: string; payload: AutopayRun & Occurrence; run_at: Date };

/** The queued jobs of autopay and standing orders, soonest first. */
const queued = async (userTasks = [AUTOPAY_TASK, 'standing_order_occurrence']) =>
  (
    await sql<Job>`SELECT j.id::text, k.identifier AS task, j.payload, j.run_at FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks k ON k.id = j.task_id
      WHERE k.identifier = ANY(${userTasks}) ORDER BY j.run_at, j.priority, j.id`.execute(s.t.ownerDb)
  ).rows;

const complete = (id: string) =>
  sql`SELECT graphile_worker.complete_jobs(ARRAY[${id}]::bigint[])`.execute(s.t.ownerDb);

const autopayOf = async (auth: Record<string, string>, id: string) =>
  (await s.t.app.inject({ url: `/users/api/loans/${id}/autopay`, headers: auth })).json();

const turn = (auth: Record<string, string>, id: string, payload: object) =>
  s.t.app.inject({ method: 'PUT', url: `/users/api/loans/${id}/autopay`, headers: auth, payload });

const notificationsOf = async (userId: string) =>
  (
    await sql<{ title: string; body: string }>`SELECT title, body FROM notifications WHERE user_id = ${userId}
      ORDER BY created_at, id`.execute(s.t.db)
  ).rows;

/** A verified customer's Approved $600 loan over 6 months, repaid monthly; its money lands in Checking. */
async function approvedLoan() {
  const c = await borrower(s.t.app, s.admin.auth, 0);
  const id = await pendingLoan(s.t.app, c.auth, { amount: 600, duration: '6 Months' });
  expect((await decide(s.t.app, s.admin.auth, id, 'approve')).statusCode).toBe(200);
  const loan = (await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: c.auth })).json() as {
    schedule: { dueDate: string; payment: number }[];
  };
  return { c, id, schedule: loan.schedule };
}

function autopayDeps(now: () => Date) {
  return { db: s.t.db, bankName: s.t.config.bankName, now };
}

/** Runs the next queued autopay job at its time (twice: a job run again pays once) and completes it. */
async function runNext(clock: { now: Date }) {
  const next = (await queued([AUTOPAY_TASK]))[0];
  if (!next) return undefined;
  if (next.run_at > clock.now) clock.now = new Date(next.run_at);
  const deps = autopayDeps(() => clock.now);
  await runAutopay(deps, next.payload);
  await runAutopay(deps, next.payload);
  await complete(next.id);
  return next.payload;
}

/** The loan's runs and autopay row, read from the database (a locked-down customer's sessions ended). */
const runsOf = async (loanId: string) =>
  (
    await sql<{ due_date: string; status: string }>`SELECT due_date::text, status FROM loan_autopay_runs
      WHERE loan_id = ${loanId} ORDER BY due_date`.execute(s.t.db)
  ).rows;
const autopayRow = async (loanId: string) =>
  (
    await sql<{
      enabled: boolean;
      ended_reason: string | null;
    }>`SELECT enabled, ended_reason FROM loan_autopay
      WHERE loan_id = ${loanId}`.execute(s.t.db)
  ).rows[0];

const cents = (dollars: number) => BigInt(Math.round(dollars * 100));

describe('loan auto-repayment (issue 49 part 5)', () => {
  it('pays on the due date, retries the next day, is missed and told, waits out a lockdown, ends when repaid', async () => {
    const { c, id, schedule } = await approvedLoan();
    expect(schedule).toHaveLength(6);
    const other = await customer(s.t.app, { firstName: 'Rita', lastName: 'Levi' });
    const rita = { ...(await accountsOf(s.t.app, other.auth)), firstName: 'Rita', lastName: 'Levi' };

    expect((await autopayOf(c.auth, id)).enabled).toBe(false);
    const noPin = await turn(c.auth, id, { enabled: true });
    expect(noPin.statusCode).toBe(400);
    const on = await turn(c.auth, id, { enabled: true, pincode: PIN });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().autopay).toMatchObject({
      enabled: true,
      account: 'Checking',
      nextDueDate: schedule[0]!.dueDate,
    });
    // Turning it on twice queues the due date once.
    expect((await turn(c.auth, id, { enabled: true, pincode: PIN })).statusCode).toBe(200);
    expect((await queued([AUTOPAY_TASK])).filter((j) => j.payload.loanId === id)).toHaveLength(1);

    const clock = { now: new Date() };
    // 1st instalment: paid on its due date, interest first.
    const before = await balanceCents(s.t.db, c.userId);
    const first = await runNext(clock);
    expect(first).toMatchObject({ loanId: id, dueDate: schedule[0]!.dueDate, attempt: 1 });
    expect(clock.now.toISOString().slice(0, 10)).toBe(schedule[0]!.dueDate);
    expect(before - (await balanceCents(s.t.db, c.userId))).toBe(cents(schedule[0]!.payment));
    const detail = (await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: c.auth })).json();
    expect(detail.repayments).toHaveLength(1);
    expect(detail.repayments[0].interest).toBeGreaterThan(0);
    expect(detail.repayments[0].amount).toBe(schedule[0]!.payment);

    // 2nd: Checking is nearly emptied first, so the due date is refused and retried the next day.
    const left = await balanceCents(s.t.db, c.userId);
    const out = await s.t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: c.auth,
      payload: rentTo(rita, Number(left - 5000n - 3000n) / 100),
    });
    expect(out.statusCode, out.body).toBe(201);
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[1]!.dueDate, attempt: 1 });
    expect((await autopayOf(c.auth, id)).runs.at(-1)).toMatchObject({ status: 'Retrying' });
    expect((await notificationsOf(c.userId)).at(-1)!.title).toBe(messages.autopay.retryTitle);
    const retry = await runNext(clock);
    expect(retry).toMatchObject({ dueDate: schedule[1]!.dueDate, attempt: 2 });
    expect(clock.now.toISOString().slice(0, 10) > schedule[1]!.dueDate).toBe(true);
    // Refused again: missed, told by the bell and by mail; nothing was taken.
    expect(await balanceCents(s.t.db, c.userId)).toBe(5000n);
    expect((await autopayOf(c.auth, id)).runs.at(-1)).toMatchObject({ status: 'Missed', attempt: 2 });
    const bell = (await notificationsOf(c.userId)).at(-1)!;
    expect(bell.title).toBe(messages.autopay.missedTitle);
    expect(bell.body).toContain(schedule[1]!.dueDate);
    const mail = await mailTo(s.t, c.email, { subject: new RegExp(messages.autopay.missedMailSubject) });
    expect(mail.text).toBe(bell.body);

    // The customer puts money back and repays the missed instalment by hand.
    await s.t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: s.admin.auth,
      payload: { amount: 1000 },
    });
    expect((await repay(s.t.app, c.auth, id, { amount: schedule[1]!.payment })).statusCode).toBe(200);

    // 3rd: paid.
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[2]!.dueDate, attempt: 1 });
    expect((await autopayOf(c.auth, id)).runs.at(-1)).toMatchObject({ status: 'Paid' });

    // 4th: the account is locked down ("This wasn't me"): nothing is paid until it is lifted.
    expect(
      (await s.t.app.inject({ method: 'POST', url: '/users/security/lockdown', headers: c.auth })).statusCode,
    ).toBe(200);
    const locked = await balanceCents(s.t.db, c.userId);
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[3]!.dueDate, attempt: 1 });
    expect(await balanceCents(s.t.db, c.userId)).toBe(locked);
    expect((await runsOf(id)).map((r) => r.due_date)).not.toContain(schedule[3]!.dueDate);
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[3]!.dueDate, attempt: 1 });
    expect(await balanceCents(s.t.db, c.userId)).toBe(locked);
    // Recovered (the recovery flow lifts it): the next day's look pays it.
    await sql`UPDATE users SET locked_down_at = NULL WHERE id = ${c.userId}`.execute(s.t.ownerDb);
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[3]!.dueDate, attempt: 1 });
    expect(locked - (await balanceCents(s.t.db, c.userId))).toBe(cents(schedule[3]!.payment));

    // 5th and 6th: the last settles what is left; the loan is repaid and autopay ends by itself.
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[4]!.dueDate });
    expect(await runNext(clock)).toMatchObject({ dueDate: schedule[5]!.dueDate });
    expect(await runNext(clock)).toBeUndefined();
    const done = await s.t.db
      .selectFrom('loans')
      .select(['status', 'outstanding_principal_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done).toEqual({ status: 'Repaid', outstanding_principal_cents: 0n });
    expect(await autopayRow(id)).toEqual({ enabled: false, ended_reason: 'repaid' });
    expect((await notificationsOf(c.userId)).map((n) => n.title)).toContain('Loan repaid');
    expect((await runsOf(id)).map((r) => r.status)).toEqual([
      'Paid',
      'Missed',
      'Paid',
      'Paid',
      'Paid',
      'Paid',
    ]);
  });

  it('runs before the day’s standing orders: on a day money suffices for one, the instalment is paid', async () => {
    const { c, id, schedule } = await approvedLoan();
    const other = await customer(s.t.app, { firstName: 'Gym', lastName: 'Club' });
    const gym = { ...(await accountsOf(s.t.app, other.auth)), firstName: 'Gym', lastName: 'Club' };
    await setPin(s.t.app, other.auth);
    expect((await turn(c.auth, id, { enabled: true, pincode: PIN })).statusCode).toBe(200);
    const due = schedule[0]!.dueDate;
    // A standing order due the same day that takes all but the instalment's worth would leave it unpaid.
    const balance = await balanceCents(s.t.db, c.userId);
    const orderDollars = Number(balance - cents(schedule[0]!.payment) + 100n - 3000n) / 100;
    const made = await s.t.app.inject({
      method: 'POST',
      url: '/standing-orders',
      headers: c.auth,
      payload: {
        type: 'local',
        transfer: rentTo(gym, orderDollars),
        schedule: { frequency: 'once', firstDate: due },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    // The queue hands the standing order over first (as a second worker might): it pays the instalment first.
    const jobs = (await queued()).filter((j) => new Date(j.run_at).toISOString().slice(0, 10) === due);
    const order = jobs.find((j) => j.task === 'standing_order_occurrence')!;
    const autopay = jobs.find((j) => j.task === AUTOPAY_TASK && j.payload.loanId === id)!;
    expect(order && autopay).toBeTruthy();
    const now = new Date(`${due}T00:00:00Z`);
    const deps = occurrenceDeps({
      db: s.t.db,
      mailer: { send: async () => {} },
      config: s.t.config,
      log: s.t.app.log,
      pinKey: Buffer.alloc(32),
      now: () => now,
    });
    await runOccurrence(deps, order.payload);
    await runAutopay(
      autopayDeps(() => now),
      autopay.payload,
    );
    await complete(order.id);
    await complete(autopay.id);
    const state = await autopayOf(c.auth, id);
    expect(state.runs).toEqual([expect.objectContaining({ dueDate: due, status: 'Paid' })]);
    const orders = (await s.t.app.inject({ url: '/standing-orders', headers: c.auth })).json();
    expect(orders[0].history[0]).toMatchObject({ status: 'Retrying' });
  });

  it('is for the loan’s owner and an active loan only; off stops the next due date; repaid by hand ends it', async () => {
    const { c, id, schedule } = await approvedLoan();
    const stranger = await customer(s.t.app);
    expect((await turn(stranger.auth, id, { enabled: true, pincode: PIN })).statusCode).toBe(404);
    expect(
      (await s.t.app.inject({ url: `/users/api/loans/${id}/autopay`, headers: stranger.auth })).statusCode,
    ).toBe(404);
    const pending = await pendingLoan(s.t.app, c.auth, { amount: 600, duration: '6 Months' });
    const refused = await turn(c.auth, pending, { enabled: true, pincode: PIN });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(messages.autopay.notActive);
    expect((await turn(c.auth, id, { enabled: true, pincode: '0000' })).statusCode).toBeGreaterThanOrEqual(
      400,
    );

    expect((await turn(c.auth, id, { enabled: true, pincode: PIN })).statusCode).toBe(200);
    expect((await turn(c.auth, id, { enabled: false })).json().autopay.enabled).toBe(false);
    const clock = { now: new Date() };
    const balance = await balanceCents(s.t.db, c.userId);
    expect(await runNext(clock)).toMatchObject({ loanId: id, dueDate: schedule[0]!.dueDate });
    expect(await balanceCents(s.t.db, c.userId)).toBe(balance);
    expect((await autopayOf(c.auth, id)).runs).toEqual([]);

    // On again, then repaid in full by hand: the due date finds nothing to pay and autopay ends.
    expect((await turn(c.auth, id, { enabled: true, pincode: PIN })).statusCode).toBe(200);
    const loan = (await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: c.auth })).json();
    expect((await repay(s.t.app, c.auth, id, { amount: loan.payoff })).statusCode).toBe(200);
    await runNext(clock);
    expect(await autopayOf(c.auth, id)).toMatchObject({ enabled: false, endedReason: 'repaid' });
  });
});
