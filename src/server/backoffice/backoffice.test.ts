import { describe, expect, it } from 'vitest';
import { bankSuite } from '../test/bank-suite';
import { messages } from '../../shared/messages';
import { accountsOf, adminSession, balanceCents, credit, PIN, setPin } from '../test/money-helpers';
import { customer } from '../test/test-app';

const s = bankSuite({ FOUR_EYES_THRESHOLD: '100000' });

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  s.t.app.inject({ method: 'POST', url, headers, payload });

describe('disabling a user', () => {
  it('ends their sessions at once, blocks sign-in and money, and is undone by enabling', async () => {
    const { admin } = s;
    const c = await customer(s.t.app);
    await setPin(s.t.app, c.auth);
    await credit(s.t.app, admin.auth, c.userId, 100);
    const other = await customer(s.t.app, { firstName: 'Bob', lastName: 'Stone' });
    const to = await accountsOf(s.t.app, other.auth);

    expect((await post(`/admin/users/${c.userId}/disable`, admin.auth, {})).statusCode).toBe(400);
    const res = await post(`/admin/users/${c.userId}/disable`, admin.auth, { reason: 'Reported fraud' });
    expect(res.statusCode).toBe(200);
    expect((await s.t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(401);
    const transfer = await post('/transfers/local', c.auth, {
      amount: 10,
      paymentAccount: 'Checking',
      bankName: 'Vault Bank',
      accountNumber: to.checking.accountNumber,
      accountName: 'Bob Stone',
      pincode: PIN,
    });
    expect(transfer.statusCode).toBe(401);
    const signIn = await post('/users/login', {}, { email: c.email, password: c.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ message: messages.login.accountDisabled, code: 'account_disabled' });
    expect((await post(`/admin/users/${c.userId}/disable`, admin.auth, { reason: 'again' })).statusCode).toBe(
      409,
    );
    const list = (
      await s.t.app.inject({ url: `/users?search=${encodeURIComponent(c.email)}`, headers: admin.auth })
    ).json();
    expect(list[0].disabled).toBe(true);

    expect(
      (await post(`/admin/users/${c.userId}/enable`, admin.auth, { reason: 'Cleared' })).statusCode,
    ).toBe(200);
    expect((await post('/users/login', {}, { email: c.email, password: c.password })).statusCode).toBe(200);
    expect(await balanceCents(s.t.db, c.userId)).toBe(10_000n);
    const audit = (
      await s.t.app.inject({ url: `/admin/audit?target=${c.userId}`, headers: admin.auth })
    ).json().records;
    expect(audit.map((r: { action: string }) => r.action)).toEqual([
      'user_enabled',
      'user_disabled',
      'credit',
    ]);
    expect(audit[1].reason).toBe('Reported fraud');
  });

  it('refuses an administrator disabling themselves, customers, and unknown ids', async () => {
    const { admin } = s;
    const c = await customer(s.t.app);
    const self = await post(`/admin/users/${admin._id}/disable`, admin.auth, { reason: 'oops' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(messages.backoffice.cannotDisableSelf);
    expect((await post(`/admin/users/${admin._id}/disable`, c.auth, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(`/admin/users/${c.userId}/disable`, {}, { reason: 'x' })).statusCode).toBe(401);
    expect(
      (await post('/admin/users/00000000-0000-4000-8000-000000000000/disable', admin.auth, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('four-eyes credits', () => {
  it('holds a credit above the threshold until a different administrator approves it', async () => {
    const first = await adminSession(s.t.app, s.t.db);
    const second = await adminSession(s.t.app, s.t.db);
    const c = await customer(s.t.app, { firstName: 'Rich', lastName: 'Person' });
    const res = await s.t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: first.auth,
      payload: { amount: 250_000, reason: 'Inheritance' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(messages.backoffice.creditPending('$250,000.00', 'Rich Person'));
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
    expect((await s.t.app.inject({ url: '/transactions', headers: c.auth })).json().transactions).toEqual([]);

    const queue = (
      await s.t.app.inject({ url: '/admin/credits?status=Pending', headers: second.auth })
    ).json();
    const request = queue.find((q: { customer: { _id: string } }) => q.customer._id === c.userId);
    expect(request).toMatchObject({
      amount: 250_000,
      reason: 'Inheritance',
      requestedBy: { _id: first._id },
    });
    const own = await post(`/admin/credits/${request._id}/approve`, first.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(messages.backoffice.cannotApproveOwn);
    expect((await post(`/admin/credits/${request._id}/approve`, c.auth)).statusCode).toBe(403);
    expect((await post(`/admin/credits/${request._id}/approve`, second.auth)).statusCode).toBe(200);
    expect(await balanceCents(s.t.db, c.userId)).toBe(25_000_000n);
    expect((await post(`/admin/credits/${request._id}/reject`, second.auth)).statusCode).toBe(409);
    const statement = (await s.t.app.inject({ url: '/transactions', headers: c.auth })).json().transactions;
    expect(statement).toHaveLength(1);
    expect(statement[0]).toMatchObject({ description: 'Bank credit', amount: 250_000, status: 'Successful' });
  });

  it('credits at or below the threshold at once, and a rejected request moves nothing', async () => {
    const first = await adminSession(s.t.app, s.t.db);
    const second = await adminSession(s.t.app, s.t.db);
    const c = await customer(s.t.app);
    expect(
      (
        await s.t.app.inject({
          method: 'PUT',
          url: `/users/${c.userId}/increase-balance`,
          headers: first.auth,
          payload: { amount: 100_000 },
        })
      ).statusCode,
    ).toBe(200);
    const big = await s.t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: first.auth,
      payload: { amount: '100000.01' },
    });
    expect(big.statusCode).toBe(202);
    const rejected = await post(`/admin/credits/${big.json().request._id}/reject`, second.auth, {
      reason: 'No documents',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await balanceCents(s.t.db, c.userId)).toBe(10_000_000n);
    const done = (
      await s.t.app.inject({ url: '/admin/credits?status=Rejected', headers: first.auth })
    ).json();
    expect(
      done.some(
        (d: { _id: string; decisionReason: string }) =>
          d._id === big.json().request._id && d.decisionReason === 'No documents',
      ),
    ).toBe(true);
  });
});
