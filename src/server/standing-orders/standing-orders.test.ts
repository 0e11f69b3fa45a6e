import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { accountGapMessages } from '../../shared/account-messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { occurrenceDeps } from '../jobs/tasks';
import { createTestApp, customer, eventually, type TestApp } from '../test/test-app';
import {
  accountsOf,
  adminSession,
  balanceCents,
  credit,
  PIN,
  rentTo,
  setPin,
  type Payee,
} from '../test/money-helpers';
import { runOccurrence, type Occurrence } from './occurrence';
import { addDays, toDay } from './schedule';

type Auth = Record<string, string>;

async function funded(t: TestApp, admin: Auth, amount: number, firstName = 'Ada', lastName = 'Lovelace') {
  const c = await customer(t.app, { firstName, lastName });
  await setPin(t.app, c.auth);
  if (amount) await credit(t.app, admin, c.userId, amount);
  return { ...c, ...(await accountsOf(t.app, c.auth)) };
}

const order = (to: Payee, amount: number, schedule: Record<string, unknown>, pincode = PIN) => ({
  type: 'local',
  transfer: rentTo(to, amount, pincode),
  schedule,
});

const create = (t: TestApp, auth: Auth, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/standing-orders', headers: auth, payload: body as object });

const today = () => toDay(new Date());

const listOf = async (t: TestApp, auth: Auth) =>
  (await t.app.inject({ url: '/standing-orders', headers: auth })).json() as unknown[];

describe('standing orders with the job worker running', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app, t.db);
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('sets up, lists and cancels an order; the PIN, the dates and ownership are checked', async () => {
    const a = await funded(t, admin.auth, 100);
    const b = await funded(t, admin.auth, 0, 'Rita', 'Levi');
    const wrong = await create(
      t,
      a.auth,
      order(b, 10, { frequency: 'monthly', firstDate: addDays(today(), 3) }, '0000'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_pin');
    for (const schedule of [
      { frequency: 'monthly', firstDate: addDays(today(), -1) },
      { frequency: 'monthly', firstDate: addDays(today(), 400) },
      { frequency: 'yearly', firstDate: today() },
      { frequency: 'weekly', firstDate: addDays(today(), 3), endDate: today() },
      { frequency: 'once', firstDate: addDays(today(), 3), count: 2 },
      { frequency: 'monthly', firstDate: '2026-02-30' },
    ]) {
      expect((await create(t, a.auth, order(b, 10, schedule))).statusCode, JSON.stringify(schedule)).toBe(
        400,
      );
    }
    expect((await t.app.inject({ url: '/standing-orders', headers: a.auth })).json()).toEqual([]);

    const made = await create(
      t,
      a.auth,
      order(b, 25, { frequency: 'monthly', firstDate: addDays(today(), 3), count: 12 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe(messages.standingOrders.created);
    const id = made.json().standingOrder._id;
    const listed = (await t.app.inject({ url: '/standing-orders', headers: a.auth })).json();
    expect(listed[0]).toMatchObject({
      _id: id,
      amount: 25,
      frequency: 'monthly',
      nextDate: addDays(today(), 3),
      status: 'Active',
      count: 12,
    });
    expect(JSON.stringify(listed)).not.toContain(PIN);

    const cancel = (auth: Auth, orderId = id) =>
      t.app.inject({ method: 'POST', url: `/standing-orders/${orderId}/cancel`, headers: auth });
    expect((await cancel(b.auth)).statusCode).toBe(404);
    expect((await cancel(a.auth, 'nope')).statusCode).toBe(404);
    expect((await cancel(a.auth)).statusCode).toBe(200);
    expect((await cancel(a.auth)).statusCode).toBe(409);
    expect((await t.app.inject({ url: '/standing-orders', headers: a.auth })).json()[0]).toMatchObject({
      status: 'Cancelled',
      nextDate: null,
    });
  });

  it('pays an occurrence due today by itself, as a job', async () => {
    const a = await funded(t, admin.auth, 500);
    const b = await funded(t, admin.auth, 0, 'Rita', 'Levi');
    const made = await create(
      t,
      a.auth,
      order(b, 120, { frequency: 'weekly', firstDate: today(), count: 2 }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const paid = await eventually(async () => {
      const [o] = (await t.app.inject({ url: '/standing-orders', headers: a.auth })).json();
      return o.history.length > 0 ? o : undefined;
    }, 'the first occurrence');
    expect(paid.history[0]).toMatchObject({ dueDate: today(), status: 'Successful', attempt: 1 });
    expect(paid).toMatchObject({ runs: 1, nextDate: addDays(today(), 7), status: 'Active' });
    expect(await balanceCents(t.db, b.userId)).toBe(12_000n);
    expect(await balanceCents(t.db, a.userId)).toBe(50_000n - 12_000n - 3_000n);
  });
});

describe('a standing order to a saved payee (issue 47)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.app, t.db);
  });
  afterAll(async () => t.close());

  const savePayee = async (auth: Auth, to: Payee) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/payees',
      headers: auth,
      payload: {
        type: 'local',
        name: `${to.firstName} ${to.lastName}`,
        bankName: 'Vault Bank',
        accountNumber: to.checking.accountNumber,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().payee._id as string;
  };
  const byPayee = (payeeId: string, schedule: Record<string, unknown>) => ({
    type: 'local',
    transfer: { amount: 40, paymentAccount: 'Account 1', payeeId, details: 'Rent', pincode: PIN },
    schedule,
  });

  it('names the payee by its id, stores its details and pays them', async () => {
    const a = await funded(t, admin.auth, 200);
    const b = await funded(t, admin.auth, 0, 'Rita', 'Levi');
    const payeeId = await savePayee(a.auth, b);
    const made = await create(t, a.auth, byPayee(payeeId, { frequency: 'once', firstDate: today() }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().standingOrder).toMatchObject({
      accountName: 'Rita Levi',
      bankName: 'Vault Bank',
      accountNumber: b.checking.accountNumber,
      amount: 40,
    });
    await eventually(
      async () => ((await balanceCents(t.db, b.userId)) === 4_000n ? true : undefined),
      'paid',
    );
  });

  it("refuses another customer's payee (404) and answers sentences, never field paths", async () => {
    const a = await funded(t, admin.auth, 0);
    const b = await funded(t, admin.auth, 0, 'Rita', 'Levi');
    const theirs = await savePayee(b.auth, a);
    const other = await create(t, a.auth, byPayee(theirs, { frequency: 'monthly', firstDate: today() }));
    expect(other.statusCode).toBe(404);
    const noBank = await create(t, a.auth, {
      type: 'local',
      transfer: { amount: 5, paymentAccount: 'Account 1', accountNumber: '1234567890', pincode: PIN },
      schedule: { frequency: 'once', firstDate: today() },
    });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json()).toEqual({ message: 'Bank name is required.', code: 'invalid_input' });
    const junk = await create(t, a.auth, { type: 'local', transfer: 7, schedule: 'soon' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).not.toMatch(/^[\w.]+: /);
    expect(junk.json().message).toMatch(/[.!?]$/);
    expect(await listOf(t, a.auth)).toEqual([]);
  });
});

describe('standing orders through a simulated month', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    // The test is the worker: it runs each queued occurrence at its time on a clock it moves.
    t = await createTestApp({ JOB_WORKER: 'false' });
    admin = await adminSession(t.app, t.db);
  });
  afterAll(async () => t.close());

  type Job = { id: string; payload: Occurrence; run_at: Date };
  const queued = async () =>
    (
      await sql<Job>`SELECT j.id::text, j.payload, j.run_at FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks k ON k.id = j.task_id
        WHERE k.identifier = 'standing_order_occurrence' ORDER BY j.run_at, j.id`.execute(t.ownerDb)
    ).rows;

  it('runs every occurrence once at its date, retries insufficient funds the next day, and keeps the ledger exact', async () => {
    const a = await funded(t, admin.auth, 1000);
    const rent = await funded(t, admin.auth, 0, 'Rita', 'Levi');
    const gym = await funded(t, admin.auth, 0, 'Gym', 'Club');
    const start = today();
    const made = [
      await create(t, a.auth, order(rent, 300, { frequency: 'monthly', firstDate: start })),
      await create(
        t,
        a.auth,
        order(gym, 20, { frequency: 'weekly', firstDate: addDays(start, 1), count: 4 }),
      ),
      // More than A will have on day 2: retried on day 3, after a credit lands.
      await create(t, a.auth, order(gym, 1500, { frequency: 'once', firstDate: addDays(start, 2) })),
      // Never affordable: fails after its retry, with a notification.
      await create(t, a.auth, order(rent, 9_000, { frequency: 'once', firstDate: addDays(start, 5) })),
    ];
    for (const m of made) expect(m.statusCode, m.body).toBe(201);

    let now = new Date(`${start}T00:00:00Z`);
    const deps = occurrenceDeps({
      db: t.db,
      mailer: { send: async () => {} },
      config: t.config,
      log: t.app.log,
      pinKey: Buffer.alloc(32),
      now: () => now,
    });
    const end = new Date(`${addDays(start, 35)}T00:00:00Z`);
    let credited = false;
    for (;;) {
      const next = (await queued())[0];
      if (!next || next.run_at > end) break;
      if (next.run_at > now) now = new Date(next.run_at);
      if (!credited && next.payload.attempt === 2) {
        await credit(t.app, admin.auth, a.userId, 2000);
        credited = true;
      }
      await runOccurrence(deps, next.payload);
      // A job run twice (an instance died before marking it done) pays once.
      await runOccurrence(deps, next.payload);
      await sql`SELECT graphile_worker.complete_jobs(ARRAY[${next.id}]::bigint[])`.execute(t.ownerDb);
    }

    const orders = (await t.app.inject({ url: '/standing-orders', headers: a.auth })).json() as {
      amount: number;
      runs: number;
      status: string;
      nextDate: string | null;
      history: { status: string; attempt: number; dueDate: string }[];
    }[];
    const byAmount = (amount: number) => orders.find((o) => o.amount === amount)!;
    expect(byAmount(300)).toMatchObject({ runs: 2, status: 'Active' });
    expect(byAmount(300).history.map((h) => h.status)).toEqual(['Successful', 'Successful']);
    expect(byAmount(20)).toMatchObject({ runs: 4, status: 'Completed', nextDate: null });
    expect(byAmount(1500).history).toEqual([expect.objectContaining({ status: 'Successful', attempt: 2 })]);
    expect(byAmount(9_000).history).toEqual([expect.objectContaining({ status: 'Failed', attempt: 2 })]);
    expect(byAmount(9_000).status).toBe('Completed');

    // 2 × $300 to rent, 4 × $20 and $1,500 to the gym, each with its $30 fee.
    expect(await balanceCents(t.db, rent.userId)).toBe(60_000n);
    expect(await balanceCents(t.db, gym.userId)).toBe(8_000n + 150_000n);
    expect(await balanceCents(t.db, a.userId)).toBe(300_000n - 60_000n - 158_000n - 7n * 3_000n);
    const notes = (await t.app.inject({ url: '/notifications', headers: a.auth })).json();
    expect(JSON.stringify(notes)).toContain(messages.standingOrders.failedTitle);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});

describe('standing orders into a pot (moves between own accounts), through a simulated month', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    // The test is the worker, on a clock it moves; $1,000 a day may be sent, which moves never use.
    t = await createTestApp({ JOB_WORKER: 'false', DAILY_TRANSFER_LIMIT: '1000' });
    admin = await adminSession(t.app, t.db);
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  type Job = { id: string; payload: Occurrence; run_at: Date };
  const queued = async () =>
    (
      await sql<Job>`SELECT j.id::text, j.payload, j.run_at FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks k ON k.id = j.task_id
        WHERE k.identifier = 'standing_order_occurrence' ORDER BY j.run_at, j.id`.execute(t.ownerDb)
    ).rows;
  const post = (auth: Auth, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, payload });
  const moveOrder = (auth: Auth, body: object) => post(auth, '/standing-orders/moves', body);
  const potBalance = async (id: string) =>
    (await sql<{ b: bigint }>`SELECT balance_cents AS b FROM ledger_accounts WHERE id = ${id}`.execute(t.db))
      .rows[0]!.b;

  it('refuses what is not two of the caller’s own open accounts, and bad input, and sets up nothing', async () => {
    const a = await funded(t, admin.auth, 100, 'Una');
    const b = await funded(t, admin.auth, 0, 'Vic');
    const mine = (await post(a.auth, '/accounts/pots', { name: 'Mine' })).json().pot;
    const theirs = (await post(b.auth, '/accounts/pots', { name: 'Theirs' })).json().pot;
    const schedule = { frequency: 'monthly', firstDate: today() };
    const cases: [object, number, string][] = [
      [{ from: 'Checking', to: theirs._id, amount: 5, schedule }, 404, 'account_not_found'],
      [{ from: theirs._id, to: mine._id, amount: 5, schedule }, 404, 'account_not_found'],
      [{ from: mine._id, to: mine._id, amount: 5, schedule }, 422, 'same_account'],
      [{ from: 'Checking', to: mine._id, amount: 0, schedule }, 400, 'invalid_input'],
      [{ from: 'Checking', to: mine._id, amount: 5 }, 400, 'invalid_input'],
      [
        {
          from: 'Checking',
          to: mine._id,
          amount: 5,
          schedule: { ...schedule, firstDate: addDays(today(), -1) },
        },
        400,
        'invalid_input',
      ],
      [{ from: 'Checking', to: mine._id, amount: 5, schedule, pincode: PIN }, 400, 'invalid_input'],
    ];
    for (const [body, status, code] of cases) {
      const res = await moveOrder(a.auth, body);
      expect([body, res.statusCode, res.json().code]).toEqual([body, status, code]);
    }
    await post(a.auth, `/accounts/pots/${mine._id}/close`);
    const closed = await moveOrder(a.auth, { from: 'Checking', to: mine._id, amount: 5, schedule });
    expect(closed.statusCode).toBe(404);
    expect(await listOf(t, a.auth)).toEqual([]);
  });

  it('moves on each date without PIN or daily limit; a locked source waits for its day; a closed pot ends the order', async () => {
    const a = await funded(t, admin.auth, 3000, 'Wes');
    const start = today();
    const open = async (body: object) => (await post(a.auth, '/accounts/pots', body)).json().pot;
    const holiday = await open({ name: 'Holiday' });
    const locked = await open({ name: 'Locked', lockedUntil: addDays(start, 10) });
    const closing = await open({ name: 'Closing' });
    const direct = await open({ name: 'Direct' });
    expect(
      (await post(a.auth, '/accounts/moves', { from: 'Checking', to: locked._id, amount: 50 })).statusCode,
    ).toBe(201);
    const made = {
      monthly: await moveOrder(a.auth, {
        from: 'Checking',
        to: holiday._id,
        amount: 100,
        schedule: { frequency: 'monthly', firstDate: start },
      }),
      big: await moveOrder(a.auth, {
        from: a.checking._id,
        to: holiday._id,
        amount: '1200',
        schedule: { frequency: 'once', firstDate: addDays(start, 3) },
      }),
      fromLocked: await moveOrder(a.auth, {
        from: locked._id,
        to: 'Checking',
        amount: 5,
        schedule: { frequency: 'weekly', firstDate: addDays(start, 1), count: 3 },
      }),
      intoClosing: await moveOrder(a.auth, {
        from: 'Checking',
        to: closing._id,
        amount: 10,
        schedule: { frequency: 'weekly', firstDate: addDays(start, 2) },
      }),
      intoDirect: await moveOrder(a.auth, {
        from: 'Savings',
        to: direct._id,
        amount: 1,
        schedule: { frequency: 'once', firstDate: addDays(start, 4) },
      }),
    };
    for (const m of Object.values(made)) expect(m.statusCode, m.body).toBe(201);
    expect(made.monthly.json().message).toBe(accountGapMessages.moveOrderCreated);
    expect(made.monthly.json().standingOrder).toMatchObject({
      type: 'move',
      accountName: 'Holiday',
      accountNumber: holiday.accountNumber,
      paymentAccount: 'Checking',
      fromAccountId: a.checking._id,
      toAccountId: holiday._id,
      amount: 100,
    });
    const id = (k: keyof typeof made) => made[k].json().standingOrder._id as string;
    // A pot closed some other way than by its owner (here: by hand) ends the order on its date.
    await sql`UPDATE savings_pots SET closed_at = now() WHERE account_id = ${direct._id}`.execute(t.db);

    let now = new Date(`${start}T00:00:00Z`);
    const deps = occurrenceDeps({
      db: t.db,
      mailer: { send: async () => {} },
      config: t.config,
      log: t.app.log,
      pinKey: Buffer.alloc(32),
      now: () => now,
    });
    const end = new Date(`${addDays(start, 35)}T00:00:00Z`);
    let potClosed = false;
    for (;;) {
      const next = (await queued())[0];
      if (!next || next.run_at > end) break;
      if (next.run_at > now) now = new Date(next.run_at);
      await runOccurrence(deps, next.payload);
      await runOccurrence(deps, next.payload);
      await sql`SELECT graphile_worker.complete_jobs(ARRAY[${next.id}]::bigint[])`.execute(t.ownerDb);
      if (next.payload.orderId === id('intoClosing') && !potClosed) {
        // After its first move the customer closes the pot: the order ends at once.
        const closed = await post(a.auth, `/accounts/pots/${closing._id}/close`);
        expect(closed.json().transaction.amount).toBe(10);
        potClosed = true;
      }
    }

    type Listed = {
      _id: string;
      runs: number;
      status: string;
      accountName: string;
      history: { status: string; reason: string | null; dueDate: string }[];
    };
    const orders = (await t.app.inject({ url: '/standing-orders', headers: a.auth })).json() as Listed[];
    const order = (k: keyof typeof made) => orders.find((o) => o._id === id(k))!;
    expect(order('monthly')).toMatchObject({ runs: 2, status: 'Active' });
    expect(order('big')).toMatchObject({ runs: 1, status: 'Completed' });
    expect(order('big').history[0]).toMatchObject({ status: 'Successful' });
    // Before the lock's day (start + 10) the locked pot gives nothing; on the third date it does.
    expect(order('fromLocked').history.map((h) => [h.dueDate, h.status, h.reason])).toEqual([
      [addDays(start, 15), 'Successful', null],
      [addDays(start, 8), 'Failed', 'not_allowed_now'],
      [addDays(start, 1), 'Failed', 'not_allowed_now'],
    ]);
    expect(order('fromLocked').status).toBe('Completed');
    expect(order('intoClosing')).toMatchObject({ runs: 1, status: 'Cancelled' });
    expect(order('intoDirect')).toMatchObject({ runs: 0, status: 'Cancelled' });
    expect(order('intoDirect').history[0]).toMatchObject({ status: 'Failed', reason: 'account_closed' });

    expect(await potBalance(holiday._id)).toBe(140_000n);
    expect(await potBalance(locked._id)).toBe(4_500n);
    expect(await potBalance(closing._id)).toBe(0n);
    expect(await balanceCents(t.db, a.userId)).toBe(300_000n - 5_000n - 140_000n + 500n);
    // Moves are not transfers out, and neither money in nor out.
    const { rows } = await sql<{ sent: bigint; inflow: bigint; outflow: bigint }>`
      SELECT sum(transfers_out_cents)::bigint AS sent, sum(inflow_cents)::bigint AS inflow,
        sum(outflow_cents)::bigint AS outflow FROM payment_day_totals WHERE user_id = ${a.userId}`.execute(
      t.db,
    );
    expect(rows[0]).toEqual({ sent: 0n, inflow: 300_000n, outflow: 0n });

    const notes = JSON.stringify((await t.app.inject({ url: '/notifications', headers: a.auth })).json());
    expect(notes).toContain(
      accountGapMessages.potOrderLockedBody(addDays(start, 1), 'Locked', addDays(start, 10)),
    );
    expect(notes).toContain(accountGapMessages.potOrderEndedBody('Closing'));
    expect(notes).toContain(accountGapMessages.potOrderEndedBody('Direct'));

    // A renamed pot is listed under its new name.
    await t.app.inject({
      method: 'PATCH',
      url: `/accounts/pots/${holiday._id}`,
      headers: a.auth,
      payload: { name: 'Trip' },
    });
    const renamed = (await t.app.inject({ url: '/standing-orders', headers: a.auth })).json() as Listed[];
    expect(renamed.find((o) => o._id === id('monthly'))!.accountName).toBe('Trip');
  });
});
