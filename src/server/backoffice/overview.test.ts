import { describe, expect, it } from 'vitest';
import { adminSession, credit, inviteAdmin, PIN, setPin } from '../test/money-helpers';
import { customer, mailTo, uniqueEmail, useTestApp } from '../test/test-app';

const t = useTestApp({ FOUR_EYES_THRESHOLD: '100000' });

describe('back-office overview and customer detail', () => {
  it('counts waiting items per queue and totals from the database', async () => {
    const admin = await adminSession(t.app, t.db);
    const before = (await t.app.inject({ url: '/admin/overview', headers: admin.auth })).json();
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await credit(t.app, admin.auth, c.userId, 1000);
    await t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: c.auth,
      payload: {
        amount: 100,
        paymentAccount: 'Checking',
        bankName: 'Elsewhere',
        accountNumber: '123456789',
        accountName: 'Zed',
        pincode: PIN,
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: admin.auth,
      payload: { amount: 200_000 },
    });
    const after = (await t.app.inject({ url: '/admin/overview', headers: admin.auth })).json();
    expect(after.queues.transfers).toBe(before.queues.transfers + 1);
    expect(after.queues.credits).toBe(before.queues.credits + 1);
    expect(after.totals.customers).toBe(before.totals.customers + 1);
    expect(after.totals.moneyHeld).toBeCloseTo(before.totals.moneyHeld + 1000 - 130, 2);
    expect(after.totals.feesThisMonth).toBeCloseTo(before.totals.feesThisMonth + 30, 2);
    for (const key of [
      'transfers',
      'loans',
      'cards',
      'deposits',
      'kyc',
      'tickets',
      'credits',
      'cases',
      'alerts',
    ])
      expect(after.queues).toHaveProperty(key);
    expect((await t.app.inject({ url: '/admin/overview', headers: c.auth })).statusCode).toBe(403);
  });

  it('shows one customer in full with the statement filters of the customer view', async () => {
    const admin = await adminSession(t.app, t.db);
    const c = await customer(t.app, { firstName: 'Dora', lastName: 'Detail' });
    await credit(t.app, admin.auth, c.userId, 50);
    const res = await t.app.inject({ url: `/admin/users/${c.userId}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.profile).toMatchObject({ _id: c.userId, firstName: 'Dora', balance: 50 });
    expect(d.accounts.map((a: { name: string }) => a.name)).toEqual(['Checking', 'Savings']);
    expect(d.statement.transactions).toHaveLength(1);
    expect(d.activity[0].action).toBe('Login');
    expect(d.status.disabled).toBe(false);
    const withdrawals = (
      await t.app.inject({ url: `/admin/users/${c.userId}?type=withdrawal`, headers: admin.auth })
    ).json();
    expect(withdrawals.statement.transactions).toEqual([]);
    expect(
      (await t.app.inject({ url: '/admin/users/00000000-0000-4000-8000-000000000000', headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/admin/users/${c.userId}`, headers: c.auth })).statusCode).toBe(403);
  });
});

describe('administrator accounts', () => {
  it('invites an administrator who sets a password through the mailed link and signs in once a different administrator approves', async () => {
    const admin = await adminSession(t.app, t.db);
    const email = uniqueEmail('newadmin');
    const res = await inviteAdmin(t.app, admin.auth, { email, firstName: 'Nia', lastName: 'Ops' });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(t, email);
    const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/users/login',
          payload: { email, password: 'Chosen-Secret-88' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/users/reset-password/${token}`,
          payload: { newPassword: 'Chosen-Secret-88' },
        })
      ).statusCode,
    ).toBe(200);
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: 'Chosen-Secret-88' } });
    const waiting = await signIn();
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().code).toBe('awaiting_approval');
    const queue = (await t.app.inject({ url: '/admin/credits', headers: admin.auth })).json();
    const invitation = queue.find(
      (q: { kind: string; subjectId: string }) =>
        q.kind === 'admin_invitation' && q.subjectId === res.json().user._id,
    );
    expect(invitation).toBeDefined();
    const approve = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/credits/${invitation._id}/approve`,
        headers: auth,
        payload: {},
      });
    expect((await approve(admin.auth)).statusCode).toBe(403);
    expect((await signIn()).statusCode).toBe(403);
    const checker = await adminSession(t.app, t.db);
    expect((await approve(checker.auth)).statusCode).toBe(200);
    const login = await signIn();
    expect(login.json().role).toBe('admin');
    expect(
      await t.db
        .selectFrom('ledger_accounts')
        .select('id')
        .where('user_id', '=', res.json().user._id)
        .execute(),
    ).toEqual([]);
    expect((await inviteAdmin(t.app, admin.auth, { email, firstName: 'A', lastName: 'B' })).statusCode).toBe(
      409,
    );
    expect(
      (
        await inviteAdmin(t.app, admin.auth, {
          email: uniqueEmail(),
          firstName: 'A',
          lastName: 'B',
          role: 'customer',
        })
      ).statusCode,
    ).toBe(400);
    const audit = (
      await t.app.inject({ url: '/admin/audit?action=admin_created', headers: admin.auth })
    ).json().records;
    expect(audit[0].target).toBe(res.json().user._id);
  });
});
