import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountGapMessages, potMessages } from '../../shared/account-messages';
import { MAX_OPEN_POTS } from '../../shared/schemas/pots';
import { verifyLedger } from '../ledger/verify-ledger';
import { accountsOf, adminSession, credit, rentTo, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { bankDay } from './pot-lock';

/*
 * Savings pots (issue 49 part 2) against the real database: a pot's whole life with a moved clock, the limit
 * of 10 open pots (also in parallel), moves that are free and outside the daily transfer limit, and refusals
 * that change nothing. The ledger is verified after all of it.
 */

type Auth = Record<string, string>;
const DAY = 86_400_000;
let clock = new Date();
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  t = await createTestApp({ DAILY_TRANSFER_LIMIT: '1000' }, undefined, { now: () => clock });
  admin = await adminSession(t.app, t.db);
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

async function funded(amount: number, firstName = 'Ada') {
  const c = await customer(t.app, { firstName, lastName: 'Saver' });
  await setPin(t.app, c.auth);
  if (amount) await credit(t.app, admin.auth, c.userId, amount);
  return { ...c, ...(await accountsOf(t.app, c.auth)) };
}

const post = (auth: Auth, url: string, payload?: object, headers: Auth = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload });
const openPot = (auth: Auth, body: object) => post(auth, '/accounts/pots', body);
const move = (auth: Auth, from: string, to: string, amount: unknown, headers: Auth = {}) =>
  post(auth, '/accounts/moves', { from, to, amount }, headers);
const pots = async (auth: Auth) => (await t.app.inject({ url: '/accounts/pots', headers: auth })).json();
const accounts = async (auth: Auth) =>
  (await t.app.inject({ url: '/accounts', headers: auth })).json() as {
    _id: string;
    name: string;
    balance: number;
  }[];
const dayAfter = (days: number) => bankDay(new Date(clock.getTime() + days * DAY));

/** Every balance of the customer and their number of pots: what a refusal must leave as it was. */
async function state(userId: string) {
  const { rows } = await sql<{ kind: string; balance_cents: bigint }>`
    SELECT kind, balance_cents FROM ledger_accounts WHERE user_id = ${userId} ORDER BY created_at, id`.execute(
    t.db,
  );
  const payments = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM payments WHERE user_id = ${userId}`.execute(t.db);
  return { rows, payments: payments.rows[0]!.n };
}

describe('a savings pot', () => {
  it('lives its whole life: opens, shows progress, is locked until its day, then moves out and closes', async () => {
    clock = new Date('2026-12-02T10:00:00Z');
    const c = await funded(500);
    const lockDay = dayAfter(10);
    const opened = await openPot(c.auth, {
      name: 'Holiday',
      goalAmount: '1000',
      goalDate: dayAfter(60),
      lockedUntil: lockDay,
    });
    expect(opened.statusCode).toBe(201);
    const pot = opened.json().pot;
    expect(opened.json().message).toBe(potMessages.opened('Holiday'));
    expect(pot).toMatchObject({ name: 'Holiday', balance: 0, goalAmount: 1000, progress: 0, locked: true });
    expect(pot.accountNumber).toMatch(/^\d{10}$/);

    const moved = await move(c.auth, 'Checking', pot._id, '250.50');
    expect(moved.statusCode).toBe(201);
    expect(moved.json().transaction).toMatchObject({ amount: 250.5, fee: 0, status: 'Successful' });
    expect((await pots(c.auth))[0]).toMatchObject({ balance: 250.5, progress: 25, locked: true });
    // GET /accounts lists every deposit account: Checking, Savings, then the pot.
    expect((await accounts(c.auth)).map((a) => [a.name, a.balance])).toEqual([
      ['Checking', 249.5],
      ['Savings', 0],
      ['Holiday', 250.5],
    ]);

    const before = await state(c.userId);
    const refused = await move(c.auth, pot._id, 'Checking', 10);
    expect([refused.statusCode, refused.json().message]).toEqual([409, potMessages.locked(lockDay)]);
    const closeRefused = await post(c.auth, `/accounts/pots/${pot._id}/close`);
    expect([closeRefused.statusCode, closeRefused.json().code]).toEqual([409, 'not_allowed_now']);
    expect(await state(c.userId)).toEqual(before);

    // The day before the lock's day it still holds; on the day it lets money out.
    clock = new Date(`${dayAfter(9)}T23:59:59Z`);
    expect((await move(c.auth, pot._id, 'Savings', 10)).statusCode).toBe(409);
    clock = new Date(`${lockDay}T00:00:00Z`);
    expect((await pots(c.auth))[0].locked).toBe(false);
    expect((await move(c.auth, pot._id, 'Savings', 50)).statusCode).toBe(201);

    // The statement filters by the pot, as by any account.
    const history = await t.app.inject({ url: `/transactions?account=${pot._id}`, headers: c.auth });
    expect(history.statusCode).toBe(200);
    expect(
      history.json().transactions.map((p: { type: string; amount: number }) => [p.type, p.amount]),
    ).toEqual([
      ['withdrawal', 50],
      ['deposit', 250.5],
    ]);

    const closed = await post(c.auth, `/accounts/pots/${pot._id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toBe(potMessages.closed('Holiday', '$200.50'));
    expect((await accounts(c.auth)).map((a) => [a.name, a.balance])).toEqual([
      ['Checking', 450],
      ['Savings', 50],
    ]);
    expect(await pots(c.auth)).toEqual([]);
    // A closed pot takes nothing more, and does not close twice.
    expect((await move(c.auth, 'Checking', pot._id, 1)).statusCode).toBe(404);
    expect((await post(c.auth, `/accounts/pots/${pot._id}/close`)).statusCode).toBe(404);
    const { rows } = await sql<{ balance_cents: bigint }>`
      SELECT balance_cents FROM ledger_accounts WHERE id = ${pot._id}`.execute(t.db);
    expect(rows[0]!.balance_cents).toBe(0n);
  });

  it('closes an empty pot without a payment, and a pot without a lock lets money out at once', async () => {
    const c = await funded(100, 'Bea');
    const pot = (await openPot(c.auth, { name: 'Rainy day' })).json().pot;
    expect(pot).toMatchObject({ goalAmount: null, progress: null, lockedUntil: null, locked: false });
    expect((await move(c.auth, 'Checking', pot._id, 40)).statusCode).toBe(201);
    expect((await move(c.auth, pot._id, 'Checking', 15)).statusCode).toBe(201);
    const closed = await post(c.auth, `/accounts/pots/${pot._id}/close`);
    expect(closed.json().transaction.amount).toBe(25);
    const empty = (await openPot(c.auth, { name: 'Empty' })).json().pot;
    const closedEmpty = await post(c.auth, `/accounts/pots/${empty._id}/close`);
    expect([closedEmpty.statusCode, closedEmpty.json().transaction]).toEqual([200, null]);
  });

  it('caps progress at 100% when the goal is passed', async () => {
    const c = await funded(100, 'Cy');
    const pot = (await openPot(c.auth, { name: 'Bike', goalAmount: 30 })).json().pot;
    await move(c.auth, 'Checking', pot._id, 45);
    expect((await pots(c.auth))[0]).toMatchObject({ balance: 45, progress: 100 });
  });
});

describe('changing a pot', () => {
  const patch = (auth: Auth, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/accounts/pots/${id}`, headers: auth, payload });
  const audits = async (id: string) =>
    (
      await sql<{ action: string; reason: string }>`
        SELECT action, reason FROM audit_log WHERE target_id = ${id} ORDER BY id`.execute(t.db)
    ).rows;

  it('renames it, changes or removes its goal, and extends its lock; each change audited', async () => {
    clock = new Date('2026-12-02T10:00:00Z');
    const c = await funded(100, 'Rae');
    const lock = dayAfter(10);
    const pot = (await openPot(c.auth, { name: 'Car', goalAmount: 500, lockedUntil: lock })).json().pot;
    await move(c.auth, 'Checking', pot._id, 50);

    const renamed = await patch(c.auth, pot._id, {
      name: ' New car ',
      goalAmount: '1000',
      goalDate: dayAfter(30),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe(accountGapMessages.potChanged('New car'));
    expect(renamed.json().pot).toMatchObject({
      name: 'New car',
      goalAmount: 1000,
      goalDate: dayAfter(30),
      progress: 5,
      lockedUntil: lock,
      balance: 50,
    });
    expect((await accounts(c.auth)).map((a) => a.name)).toContain('New car');

    const cleared = await patch(c.auth, pot._id, { goalAmount: null, goalDate: null });
    expect(cleared.json().pot).toMatchObject({ goalAmount: null, goalDate: null, progress: null });

    const extended = await patch(c.auth, pot._id, { lockedUntil: dayAfter(20) });
    expect(extended.json().pot).toMatchObject({ lockedUntil: dayAfter(20), locked: true });
    // Still held on the old lock's day: the lock was extended.
    clock = new Date(`${lock}T12:00:00Z`);
    expect((await move(c.auth, pot._id, 'Checking', 1)).statusCode).toBe(409);

    expect(await audits(pot._id)).toEqual([
      { action: 'pot.changed', reason: 'goalAmount, goalDate, name' },
      { action: 'pot.changed', reason: 'goalAmount, goalDate' },
      { action: 'pot.changed', reason: 'lockedUntil' },
    ]);
    clock = new Date('2026-12-02T10:00:00Z');
  });

  it('never shortens or removes a lock that holds, refuses bad input, others and closed pots, and changes nothing', async () => {
    clock = new Date('2026-12-02T10:00:00Z');
    const c = await funded(100, 'Sol');
    const other = await funded(0, 'Tam');
    const pot = (await openPot(c.auth, { name: 'Held', goalAmount: 200, lockedUntil: dayAfter(10) })).json()
      .pot;
    const closed = (await openPot(c.auth, { name: 'Gone' })).json().pot;
    await post(c.auth, `/accounts/pots/${closed._id}/close`);
    const row = async () =>
      (
        await sql`SELECT a.name, p.goal_cents, p.goal_date, p.locked_until FROM savings_pots p
          JOIN ledger_accounts a ON a.id = p.account_id WHERE p.account_id = ${pot._id}`.execute(t.db)
      ).rows;
    const before = await row();
    const refused: [string, object, number, string][] = [
      [pot._id, { lockedUntil: dayAfter(9) }, 409, accountGapMessages.lockShortened(dayAfter(10))],
      [pot._id, { lockedUntil: null }, 409, accountGapMessages.lockRemoved],
      [pot._id, {}, 400, accountGapMessages.editNothing],
      [pot._id, { name: 'Savings' }, 400, potMessages.nameReserved],
      [pot._id, { name: '' }, 400, potMessages.nameRequired],
      [pot._id, { goalAmount: 0 }, 400, 'greater than zero'],
      [pot._id, { goalDate: bankDay(clock) }, 400, potMessages.goalDatePast],
      [pot._id, { lockedUntil: dayAfter(366 * 5 + 1) }, 400, potMessages.lockTooFar(5)],
      [pot._id, { name: 'A', balance: 1000 }, 400, ''],
      [closed._id, { name: 'Back' }, 409, accountGapMessages.potClosed],
      ['not-an-id', { name: 'X' }, 404, ''],
    ];
    for (const [id, body, status, message] of refused) {
      const res = await patch(c.auth, id, body);
      expect([body, res.statusCode]).toEqual([body, status]);
      if (message) expect(res.json().message).toContain(message);
    }
    const theirs = await patch(other.auth, pot._id, { name: 'Mine now' });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'not_found']);
    expect(await row()).toEqual(before);
    expect(await audits(pot._id)).toEqual([]);
    // Once the lock's day has come it no longer holds: it may then be removed.
    clock = new Date(`${dayAfter(10)}T00:00:00Z`);
    expect((await patch(c.auth, pot._id, { lockedUntil: null })).json().pot.lockedUntil).toBeNull();
    clock = new Date('2026-12-02T10:00:00Z');
  });
});

describe('the limit of open pots', () => {
  it(`opens at most ${MAX_OPEN_POTS}; closing one makes room`, async () => {
    const c = await funded(0, 'Dee');
    for (let i = 1; i <= MAX_OPEN_POTS; i++) {
      expect((await openPot(c.auth, { name: `Pot ${i}` })).statusCode).toBe(201);
    }
    const eleventh = await openPot(c.auth, { name: 'One too many' });
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([422, potMessages.tooMany(MAX_OPEN_POTS)]);
    const list = await pots(c.auth);
    expect(list).toHaveLength(MAX_OPEN_POTS);
    expect(await accounts(c.auth)).toHaveLength(MAX_OPEN_POTS + 2);
    expect((await post(c.auth, `/accounts/pots/${list[0]._id}/close`)).statusCode).toBe(200);
    expect((await openPot(c.auth, { name: 'Room again' })).statusCode).toBe(201);
  });

  it(`opens at most ${MAX_OPEN_POTS} when asked for more at the same moment`, async () => {
    const c = await funded(0, 'Eve');
    const answers = await Promise.all(
      Array.from({ length: MAX_OPEN_POTS + 4 }, (_, i) => openPot(c.auth, { name: `Race ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_OPEN_POTS);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(4);
    expect(await pots(c.auth)).toHaveLength(MAX_OPEN_POTS);
  });
});

describe('moves between own accounts', () => {
  it('are free and outside the daily transfer limit; a transfer out still has the whole limit', async () => {
    const c = await funded(5000, 'Fay');
    const payee = await funded(0, 'Gus');
    const pot = (await openPot(c.auth, { name: 'House' })).json().pot;
    // $1,000 a day may be sent; $4,000 moved between own accounts is not sent.
    expect((await move(c.auth, 'Checking', pot._id, 3000)).statusCode).toBe(201);
    expect((await move(c.auth, 'Checking', 'Savings', 500)).statusCode).toBe(201);
    expect((await move(c.auth, 'Savings', pot._id, 500)).statusCode).toBe(201);
    expect((await accounts(c.auth)).map((a) => a.balance)).toEqual([1500, 0, 3500]);
    const { rows } = await sql<{ sent: bigint | null }>`
      SELECT sum(transfers_out_cents)::bigint AS sent FROM payment_day_totals WHERE user_id = ${c.userId}`.execute(
      t.db,
    );
    expect(rows[0]!.sent ?? 0n).toBe(0n);
    const transfer = await post(c.auth, '/transfers/local', rentTo(payee, 800));
    expect(transfer.statusCode).toBe(201);
    const over = await post(c.auth, '/transfers/local', rentTo(payee, 250));
    expect(over.json().code).toBe('daily_limit_exceeded');
  });

  it('are not spending in the insights', async () => {
    const c = await funded(300, 'Ned');
    const pot = (await openPot(c.auth, { name: 'Not spent' })).json().pot;
    await move(c.auth, 'Checking', pot._id, 120);
    await move(c.auth, pot._id, 'Savings', 20);
    const month = new Date().toISOString().slice(0, 7);
    const got = (await t.app.inject({ url: `/insights?month=${month}`, headers: c.auth })).json();
    expect(got.spending).toEqual([]);
  });

  it('are neither money in nor money out on the dashboard or in the insights; a real payment is', async () => {
    const c = await funded(300, 'Ola');
    const payee = await funded(0, 'Pia');
    const flows = async () => {
      const profile = (await t.app.inject({ url: '/users/profile', headers: c.auth })).json();
      const month = new Date().toISOString().slice(0, 7);
      const insights = (await t.app.inject({ url: `/insights?month=${month}`, headers: c.auth })).json();
      const last = insights.months.at(-1);
      return [profile.inflow, profile.outflow, last.moneyIn, last.moneyOut];
    };
    expect(await flows()).toEqual([300, 0, 300, 0]);
    const pot = (await openPot(c.auth, { name: 'Moved' })).json().pot;
    expect((await move(c.auth, 'Checking', pot._id, 120)).statusCode).toBe(201);
    expect((await move(c.auth, pot._id, 'Savings', 20)).statusCode).toBe(201);
    expect((await move(c.auth, 'Savings', 'Checking', 5)).statusCode).toBe(201);
    expect((await post(c.auth, `/accounts/pots/${pot._id}/close`)).statusCode).toBe(200);
    expect(await flows()).toEqual([300, 0, 300, 0]);
    // A payment to someone else is money out, with its fee.
    expect((await post(c.auth, '/transfers/local', rentTo(payee, 50))).statusCode).toBe(201);
    expect(await flows()).toEqual([300, 80, 300, 80]);
  });

  it('with an Idempotency-Key, moves once however often it is sent', async () => {
    const c = await funded(100, 'Hal');
    const pot = (await openPot(c.auth, { name: 'Once' })).json().pot;
    const key = { 'idempotency-key': 'pot-move-1' };
    const [a, b] = await Promise.all([
      move(c.auth, 'Checking', pot._id, 30, key),
      move(c.auth, 'Checking', pot._id, 30, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toContain(201);
    const again = await move(c.auth, 'Checking', pot._id, 30, key);
    expect(again.statusCode).toBe(201);
    expect((await pots(c.auth))[0].balance).toBe(30);
    expect((await move(c.auth, 'Checking', pot._id, 31, key)).json().code).toBe('idempotency_key_reused');
  });

  it('refuse bad input and change nothing', async () => {
    const c = await funded(100, 'Ivy');
    const other = await funded(100, 'Jon');
    const pot = (await openPot(c.auth, { name: 'Mine', lockedUntil: dayAfter(3) })).json().pot;
    const free = (await openPot(c.auth, { name: 'Free' })).json().pot;
    const theirs = (await openPot(other.auth, { name: 'Theirs' })).json().pot;
    await move(c.auth, 'Checking', free._id, 20);
    const before = await state(c.userId);
    const theirsBefore = await state(other.userId);

    const opens: [object, number, string][] = [
      [{}, 400, potMessages.nameRequired],
      [{ name: '   ' }, 400, potMessages.nameRequired],
      [{ name: 'x'.repeat(41) }, 400, potMessages.nameTooLong(40)],
      [{ name: 'savings' }, 400, potMessages.nameReserved],
      [{ name: 'Account  1' }, 400, potMessages.nameReserved],
      [{ name: 'A', goalAmount: 0 }, 400, 'greater than zero'],
      [{ name: 'A', goalDate: '2026-02-30' }, 400, potMessages.dayInvalid],
      [{ name: 'A', goalDate: bankDay(clock) }, 400, potMessages.goalDatePast],
      [{ name: 'A', lockedUntil: dayAfter(-1) }, 400, potMessages.lockDatePast],
      [{ name: 'A', lockedUntil: dayAfter(366 * 5 + 1) }, 400, potMessages.lockTooFar(5)],
      [{ name: 'A', colour: 'red' }, 400, ''],
    ];
    for (const [body, status, message] of opens) {
      const res = await openPot(c.auth, body);
      expect([body, res.statusCode]).toEqual([body, status]);
      if (message) expect(res.json().message).toContain(message);
    }

    const moves: [string, string, unknown, number, string][] = [
      ['Checking', free._id, 0, 400, 'invalid_input'],
      ['Checking', free._id, '1.234', 400, 'invalid_input'],
      ['', free._id, 1, 400, 'invalid_input'],
      [free._id, free._id, 1, 422, 'same_account'],
      ['Checking', theirs._id, 1, 404, 'account_not_found'],
      [theirs._id, 'Checking', 1, 404, 'account_not_found'],
      ['Checking', 'Nowhere', 1, 404, 'account_not_found'],
      [free._id, 'Checking', 20.01, 422, 'insufficient_funds'],
      ['Checking', pot._id, 80.01, 422, 'insufficient_funds'],
      [pot._id, 'Checking', 1, 409, 'not_allowed_now'],
    ];
    for (const [from, to, amount, status, code] of moves) {
      const res = await move(c.auth, from, to, amount);
      expect([from, to, amount, res.statusCode, res.json().code]).toEqual([from, to, amount, status, code]);
    }
    expect((await post(c.auth, `/accounts/pots/${theirs._id}/close`)).statusCode).toBe(404);
    expect((await post(c.auth, '/accounts/pots/not-an-id/close')).statusCode).toBe(404);
    expect(await state(c.userId)).toEqual(before);
    expect(await state(other.userId)).toEqual(theirsBefore);
  });

  it("exports a pot's statement as CSV and OFX (a savings account), closed or open", async () => {
    const c = await funded(100, 'Mo');
    const pot = (await openPot(c.auth, { name: 'Exported' })).json().pot;
    await move(c.auth, 'Checking', pot._id, 12.34);
    await post(c.auth, `/accounts/pots/${pot._id}/close`);
    const day = bankDay(new Date());
    const url = (format: string) =>
      `/transactions/export?format=${format}&from=${day}&to=${day}&account=${pot._id}`;
    const csv = await t.app.inject({ url: url('csv'), headers: c.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(potMessages.moveDescription('Exported'));
    expect(csv.body).toContain(potMessages.closeDescription('Exported'));
    const ofx = await t.app.inject({ url: url('ofx'), headers: c.auth });
    expect(ofx.body).toContain('<ACCTTYPE>SAVINGS</ACCTTYPE>');
    expect(ofx.body).toContain(`<ACCTID>${pot.accountNumber}</ACCTID>`);
    const other = await funded(0, 'Nia');
    expect((await t.app.inject({ url: url('csv'), headers: other.auth })).statusCode).toBe(404);
  });

  it('pots do not pay out: a transfer from a pot is refused', async () => {
    const c = await funded(100, 'Kit');
    const payee = await funded(0, 'Lou');
    const pot = (await openPot(c.auth, { name: 'Kept' })).json().pot;
    await move(c.auth, 'Checking', pot._id, 50);
    const res = await post(c.auth, '/transfers/local', { ...rentTo(payee, 10), paymentAccount: pot._id });
    expect(res.statusCode).toBe(404);
    expect((await pots(c.auth))[0].balance).toBe(50);
  });
});
