import { bankSuite, fundedCustomer, payLocal } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { customer, eventually, GOOD_PASSWORD } from '../test/test-app';
import { credit } from '../test/money-helpers';
import { paymentAlerts } from './alerts-service';

const s = bankSuite();

type Auth = Record<string, string>;

const funded = (amount: number, firstName?: string, lastName?: string) =>
  fundedCustomer(s, amount, firstName, lastName);

const settings = (auth: Auth, body: unknown) =>
  s.t.app.inject({ method: 'PUT', url: '/alerts/settings', headers: auth, payload: body as object });
const off = { lowBalance: null, paymentOutAbove: null, moneyIn: false, newSignIn: false };

const pay = (
  auth: Auth,
  to: { checking: { accountNumber: string }; firstName: string; lastName: string },
  amount: number,
) =>
  payLocal(
    s,
    auth,
    { accountNumber: to.checking.accountNumber, name: `${to.firstName} ${to.lastName}` },
    amount,
  );

const alertsOf = async (userId: string, kind: string) =>
  (
    await s.t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', userId)
      .where('kind', '=', `alert_${kind}`)
      .execute()
  ).map((n) => n.body);

/** Waits until the queued alert jobs have all run. */
const settled = () =>
  eventually(async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks k ON k.id = j.task_id WHERE k.identifier = 'payment_alerts'`.execute(
      s.t.ownerDb,
    );
    return rows[0]!.n === 0 ? true : undefined;
  }, 'the alert jobs');

describe('alert settings', () => {
  it('are off until set, take dollars or null, and refuse anything else', async () => {
    const c = await customer(s.t.app);
    expect((await s.t.app.inject({ url: '/alerts/settings', headers: c.auth })).json()).toEqual(off);
    for (const bad of [
      { ...off, lowBalance: -5 },
      { ...off, paymentOutAbove: '10.001' },
      { ...off, moneyIn: 'yes' },
      { ...off, extra: true },
      { lowBalance: 100 },
    ]) {
      expect((await settings(c.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const saved = await settings(c.auth, {
      lowBalance: '100.50',
      paymentOutAbove: 500,
      moneyIn: true,
      newSignIn: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ lowBalance: 100.5, paymentOutAbove: 500, moneyIn: true, newSignIn: true });
    expect((await s.t.app.inject({ url: '/alerts/settings', headers: c.auth })).json().lowBalance).toBe(
      100.5,
    );
  });
});

describe('alerts raised by payments', () => {
  it('tells of a payment out above the amount and of money in, once each, by bell and mail', async () => {
    const a = await funded(2000);
    const b = await funded(0, 'Rita', 'Levi');
    expect((await settings(a.auth, { ...off, paymentOutAbove: 500 })).statusCode).toBe(200);
    expect((await settings(b.auth, { ...off, moneyIn: true })).statusCode).toBe(200);
    const mailsBefore = s.t.mails.length;
    expect((await pay(a.auth, b, 600)).statusCode).toBe(201);
    expect((await pay(a.auth, b, 100)).statusCode).toBe(201);
    // Refused: no payment was written, so nothing is raised.
    expect((await pay(a.auth, b, 40_000)).statusCode).toBe(422);
    await settled();
    const out = await alertsOf(a.userId, 'payment_out');
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('$600.00');
    expect(await alertsOf(b.userId, 'money_in')).toHaveLength(2);
    await eventually(
      () =>
        s.t.mails.slice(mailsBefore).filter((m) => m.to === a.email && /Payment out/.test(m.subject))
          .length === 1
          ? true
          : undefined,
      'the payment-out mail',
    );
    // The job run again (a retry) raises nothing twice.
    const ids = (
      await s.t.db.selectFrom('payments').select('id').where('user_id', '=', a.userId).execute()
    ).map((p) => p.id);
    await paymentAlerts(s.t.db, ids);
    expect(await alertsOf(a.userId, 'payment_out')).toHaveLength(1);
  });

  it('tells of a low balance when it crosses below the threshold, and again only after it came back up', async () => {
    const a = await funded(1000);
    const b = await funded(0, 'Rita', 'Levi');
    await settings(a.auth, { ...off, lowBalance: 100 });
    await pay(a.auth, b, 900); // 1000 − 900 − 30 = 70: below.
    await settled();
    expect(await alertsOf(a.userId, 'low_balance')).toHaveLength(1);
    await pay(a.auth, b, 10); // Still below: no second alert.
    await settled();
    expect(await alertsOf(a.userId, 'low_balance')).toHaveLength(1);
    await credit(s.t.app, s.admin.auth, a.userId, 500); // Back above.
    await settled();
    await pay(a.auth, b, 450); // Below again.
    await settled();
    const lows = await alertsOf(a.userId, 'low_balance');
    expect(lows).toHaveLength(2);
    expect(lows[0]).toBe(messages.alerts.lowBalance('$70.00', '$100.00').body);
  });
});

describe('sign-in from a new browser', () => {
  it('raises the alert for a browser not seen before, and not for one that signed in already', async () => {
    const c = await customer(s.t.app);
    const signIn = (cookie?: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: c.email, password: GOOD_PASSWORD },
        headers: { 'user-agent': 'Firefox on Linux', ...(cookie ? { cookie } : {}) },
      });
    await settings(c.auth, { ...off, newSignIn: true });
    const fresh = await signIn();
    expect(fresh.statusCode).toBe(200);
    const browser = fresh.cookies.find((k) => k.name === 'vb_browser')!;
    expect(browser.httpOnly).toBe(true);
    const alerts = await alertsOf(c.userId, 'new_sign_in');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('Firefox on Linux');
    await mailToArrive(c.email);
    expect((await signIn(`vb_browser=${browser.value}`)).statusCode).toBe(200);
    expect(await alertsOf(c.userId, 'new_sign_in')).toHaveLength(1);
  });
});

const mailToArrive = (to: string) =>
  eventually(
    () => (s.t.mails.some((m) => m.to === to && /new sign-in/i.test(m.subject)) ? true : undefined),
    'the mail',
  );
