import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { messages } from '../../shared/messages';
import { adminSession } from '../test/money-helpers';
import { queueStats } from '../jobs/queue';
import {
  createTestApp,
  customer,
  eventually,
  GOOD_PASSWORD,
  mailTo,
  registerCustomer,
  signIn,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration', () => {
  it('creates a customer with Checking and Savings accounts at zero', async () => {
    const c = await registerCustomer(t.app);
    const accounts = await t.db
      .selectFrom('ledger_accounts')
      .select(['name', 'kind', 'account_number', 'balance_cents'])
      .where('user_id', '=', c.userId)
      .orderBy('kind')
      .execute();
    expect(accounts.map((a) => a.name)).toEqual(['Checking', 'Savings']);
    for (const a of accounts) {
      expect(a.account_number).toMatch(/^[1-9]\d{9}$/);
      expect(a.balance_cents).toBe(0n);
    }
    const user = await t.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('id', '=', c.userId)
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('customer');
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 201 with a message and the new user id', async () => {
    const res = await post('/users/register', {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '555-0100',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: expect.any(String), user: { _id: expect.any(String) } });
  });

  it('answers a taken email, whatever its case, exactly like a new one, and mails the owner instead', async () => {
    const c = await registerCustomer(t.app);
    const fresh = await post('/users/register', {
      firstName: 'X',
      lastName: 'Y',
      phone: '5550100',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    const taken = await post('/users/register', {
      firstName: 'X',
      lastName: 'Y',
      phone: '5550100',
      email: c.email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(taken.json()).toEqual({ message: fresh.json().message, user: { _id: expect.any(String) } });
    expect(taken.json().user._id).not.toBe(c.userId);
    const mail = await mailTo(t, c.email, { subject: /tried to register/ });
    expect(mail.text).toBe(messages.register.takenMailText(c.firstName));
    // Nothing changed for the owner: their password still signs in.
    expect((await post('/users/login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it.each([
    ['role', { role: 'admin' }],
    ['balance', { balance: 1_000_000 }],
    ['accountNumber', { accountNumber: '1234567890' }],
  ])('refuses the mass-assigned field %s with 400 and creates nothing', async (_name, extra) => {
    const email = uniqueEmail();
    const res = await post('/users/register', {
      firstName: 'M',
      lastName: 'A',
      phone: '5550100',
      email,
      password: GOOD_PASSWORD,
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it.each([
    ['a short password', { password: '12345' }, messages.password.tooShort],
    ['a common password', { password: 'password123' }, 'This is a commonly used password.'],
    ['a bad email', { email: 'not-an-email' }, undefined],
    ['a missing first name', { firstName: '' }, undefined],
    ['a phone with letters', { phone: 'call me' }, undefined],
  ])('refuses %s with 400', async (_name, extra, message) => {
    const res = await post('/users/register', {
      firstName: 'B',
      lastName: 'C',
      phone: '5550100',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
  });
});

describe('sign-in', () => {
  it('answers token, _id, role and message, and sets an HttpOnly SameSite=Strict cookie', async () => {
    const c = await registerCustomer(t.app);
    const res = await post('/users/login', { email: c.email, password: c.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      _id: c.userId,
      role: 'customer',
      message: messages.login.success,
    });
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    const cookie = res.cookies.find((x) => x.name === 'vb_session');
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Strict', path: '/' });
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', c.userId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash.toString('base64url')).not.toBe(body.token);
  });

  it('gives each sign-in a new token', async () => {
    const c = await registerCustomer(t.app);
    const a = await signIn(t.app, c.email);
    const b = await signIn(t.app, c.email);
    expect(a.token).not.toBe(b.token);
  });

  it('answers a wrong password and an unknown email identically with 401', async () => {
    const c = await registerCustomer(t.app);
    const wrong = await post('/users/login', { email: c.email, password: 'Wrong-Password-1' });
    const unknown = await post('/users/login', { email: uniqueEmail(), password: 'Wrong-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: messages.login.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('spends about the same time on unknown and known emails', async () => {
    const c = await registerCustomer(t.app);
    const time = async (email: string) => {
      const start = performance.now();
      await post('/users/login', { email, password: 'Wrong-Password-1' });
      return performance.now() - start;
    };
    await time(uniqueEmail());
    const known = Math.min(await time(c.email), await time(c.email), await time(c.email));
    const unknown = Math.min(await time(uniqueEmail()), await time(uniqueEmail()), await time(uniqueEmail()));
    // Both pay one argon2 verification; without the dummy check unknown emails answer many times faster.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('locks sign-in for an email after 10 failures, even with the right password, known or not', async () => {
    const c = await registerCustomer(t.app);
    const ghost = uniqueEmail();
    for (let i = 0; i < 10; i++) {
      expect((await post('/users/login', { email: c.email, password: `Wrong-${i}-pass` })).statusCode).toBe(
        401,
      );
      expect((await post('/users/login', { email: ghost, password: `Wrong-${i}-pass` })).statusCode).toBe(
        401,
      );
    }
    const locked = await post('/users/login', { email: c.email, password: c.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.login.tooManyAttempts, code: 'too_many_attempts' });
    const ghostLocked = await post('/users/login', { email: ghost, password: 'anything-else' });
    expect(ghostLocked.statusCode).toBe(429);
    expect(ghostLocked.body).toBe(locked.body);
    expect((await mailTo(t, c.email, { subject: /locked/i })).text).toMatch(/10 failed attempts/);
    // The lock lasts 30 minutes; once it has passed the right password works again.
    await t.db
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email', '=', c.email)
      .execute();
    expect((await post('/users/login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it('refuses malformed sign-in bodies with 400', async () => {
    expect((await post('/users/login', { email: 'x@y.z' })).statusCode).toBe(400);
    expect((await post('/users/login', { email: ['a'], password: 'x' })).statusCode).toBe(400);
    expect((await post('/users/login', { email: 'a@b.co', password: 'x', role: 'admin' })).statusCode).toBe(
      400,
    );
  });

  it('records sign-in, failed sign-in and sign-out in the login activity', async () => {
    const c = await registerCustomer(t.app);
    await post('/users/login', { email: c.email, password: 'Wrong-Password-9' });
    const s = await signIn(t.app, c.email);
    await post('/users/logout', {}, s.auth);
    const s2 = await signIn(t.app, c.email);
    const res = await t.app.inject({ url: `/users/${c.userId}`, headers: s2.auth });
    expect(res.statusCode).toBe(200);
    const actions = (res.json() as { action: string; timestamp: string }[]).map((a) => a.action);
    expect(actions).toEqual(['Login', 'Logout', 'Login', 'Failed login']);
    expect(new Date(res.json()[0].timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('sessions', () => {
  it('accepts the cookie and the bearer token, and refuses both after sign-out', async () => {
    const c = await customer(t.app);
    expect((await t.app.inject({ url: '/users/profile', headers: { cookie: c.cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(200);
    const out = await post('/users/logout', {}, c.auth);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/users/profile', headers: { cookie: c.cookie } })).statusCode).toBe(
      401,
    );
  });

  it('ends a session idle for longer than 15 minutes', async () => {
    const c = await customer(t.app);
    await sql`UPDATE sessions SET last_seen_at = now() - interval '16 minutes' WHERE user_id = ${c.userId}`.execute(
      t.db,
    );
    const res = await t.app.inject({ url: '/users/profile', headers: c.auth });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.generic.notSignedIn, code: 'not_signed_in' });
  });

  it('ends a session older than 12 hours even when in use', async () => {
    const c = await customer(t.app);
    await sql`UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE user_id = ${c.userId}`.execute(
      t.db,
    );
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const res = await t.app.inject({
      url: '/users/profile',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated change from a foreign Origin or with no Origin at all', async () => {
    const c = await customer(t.app);
    const foreign = await post('/users/logout', {}, { cookie: c.cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('bad_origin');
    const none = await post('/users/logout', {}, { cookie: c.cookie });
    expect(none.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(200);
    const own = await post(
      '/users/logout',
      {},
      { cookie: c.cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('profile and access', () => {
  it('answers the SPEC.md §3 user shape with zero balances', async () => {
    const c = await customer(t.app);
    const res = await t.app.inject({ url: '/users/profile', headers: c.auth });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      _id: c.userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: c.email,
      phone: c.phone,
      role: 'customer',
      balance: 0,
      inflow: 0,
      outflow: 0,
      loanBalance: 0,
      savingsBalance: 0,
      avatarUrl: null,
    });
    expect(p.accountNumber).toMatch(/^\d{10}$/);
    expect(p.loginActivities[0]).toMatchObject({ action: 'Login', timestamp: expect.any(String) });
    expect(p).not.toHaveProperty('password_hash');
    expect(JSON.stringify(p)).not.toMatch(/argon2/);
  });

  it('refuses signed-out callers with 401 and customers on admin routes with 403', async () => {
    expect((await t.app.inject({ url: '/users/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/users' })).statusCode).toBe(401);
    const c = await customer(t.app);
    const res = await t.app.inject({ url: '/users', headers: c.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.generic.forbidden, code: 'forbidden' });
  });

  it("answers 404 for another customer's activities", async () => {
    const a = await customer(t.app);
    const b = await customer(t.app);
    expect((await t.app.inject({ url: `/users/${b.userId}`, headers: a.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/users/not-a-uuid', headers: a.auth })).statusCode).toBe(404);
  });

  it('lets an administrator list and search users with their balances, a page at a time', async () => {
    const admin = await adminSession(t.app, t.db);
    expect(admin.role).toBe('admin');
    const tag = `Zed${Date.now()}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await registerCustomer(t.app, { lastName: `${tag}` }));
    const page1 = await t.app.inject({ url: `/users?search=${tag}&limit=3`, headers: admin.auth });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toHaveLength(3);
    expect(page1.json()[0]).toMatchObject({
      _id: made[0]!.userId,
      email: made[0]!.email,
      balance: 0,
      role: 'customer',
    });
    const cursor = page1.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = await t.app.inject({
      url: `/users?search=${tag}&limit=3&cursor=${cursor}`,
      headers: admin.auth,
    });
    expect(page2.json().map((u: { _id: string }) => u._id)).toEqual([made[3]!.userId, made[4]!.userId]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
    const byEmail = await t.app.inject({
      url: `/users?search=${encodeURIComponent(made[2]!.email)}`,
      headers: admin.auth,
    });
    expect(byEmail.json()).toHaveLength(1);
    const profile = await t.app.inject({
      url: '/users/profile',
      headers: { authorization: `Bearer ${(await signIn(t.app, made[1]!.email)).token}` },
    });
    const byNumber = await t.app.inject({
      url: `/users?search=${profile.json().accountNumber}`,
      headers: admin.auth,
    });
    expect(byNumber.json().map((u: { _id: string }) => u._id)).toEqual([made[1]!.userId]);
    expect((await t.app.inject({ url: `/users/${made[0]!.userId}`, headers: admin.auth })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/users?search=%27%3B%20DROP%20TABLE%20users%3B--', headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/users?limit=1000', headers: admin.auth })).statusCode).toBe(400);
  });
});

describe('passwords', () => {
  it('answers forgot-password the same for known and unknown emails and mails only the known', async () => {
    const c = await registerCustomer(t.app);
    const before = t.mails.length;
    const known = await post('/users/forgot-password', { email: c.email });
    const unknown = await post('/users/forgot-password', { email: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await mailTo(t, c.email, { after: before });
    // Once the queue is empty, whatever either request queued has been sent.
    await eventually(async () => ((await queueStats(t.db)).pending === 0 ? true : undefined), 'no jobs');
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([c.email]);
  });

  it('resets with a single-use token, ends every session and accepts the new password', async () => {
    const c = await customer(t.app);
    await post('/users/forgot-password', { email: c.email });
    const mail = await mailTo(t, c.email);
    const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
    const res = await post(`/users/reset-password/${token}`, { newPassword: 'Brand-New-Secret-7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.resetPassword.success);
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(401);
    const again = await post(`/users/reset-password/${token}`, { newPassword: 'Another-Secret-8' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: messages.resetPassword.invalidToken,
      code: 'invalid_reset_token',
    });
    expect((await post('/users/login', { email: c.email, password: c.password })).statusCode).toBe(401);
    expect((await post('/users/login', { email: c.email, password: 'Brand-New-Secret-7' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired reset token and a too-short new password', async () => {
    const c = await registerCustomer(t.app);
    await post('/users/forgot-password', { email: c.email });
    const token = /\/reset-password\/([\w-]+)/.exec((await mailTo(t, c.email)).text)![1]!;
    expect((await post(`/users/reset-password/${token}`, { newPassword: '123' })).statusCode).toBe(400);
    const weak = await post(`/users/reset-password/${token}`, { newPassword: 'qwerty123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'password_too_common', message: expect.stringMatching(/\w/) });
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', c.userId)
      .execute();
    expect(
      (await post(`/users/reset-password/${token}`, { newPassword: 'Fresh-Secret-55' })).statusCode,
    ).toBe(400);
  });

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const c = await customer(t.app);
    const other = await signIn(t.app, c.email);
    const wrong = await post(
      '/users/change-password',
      { oldPassword: 'nope-nope', newPassword: 'Next-Secret-11' },
      c.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.password.wrongCurrent);
    const short = await post(
      '/users/change-password',
      { oldPassword: c.password, newPassword: '12345' },
      c.auth,
    );
    expect(short.json().message).toContain(messages.password.tooShort);
    const weak = await post(
      '/users/change-password',
      { oldPassword: c.password, newPassword: 'abcdef' },
      c.auth,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('password_too_common');
    expect(weak.json().message).toMatch(/common|guess|word/i);
    const ok = await post(
      '/users/change-password',
      { oldPassword: c.password, newPassword: 'Next-Secret-11' },
      c.auth,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(messages.password.success);
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/users/profile', headers: other.auth })).statusCode).toBe(401);
    expect((await post('/users/login', { email: c.email, password: 'Next-Secret-11' })).statusCode).toBe(200);
  });
});

describe('automatic refreshes', () => {
  /** Milliseconds since the customer's session was last seen, as written to the table. */
  const sinceLastSeen = async (userId: string) => {
    const sessions = t.db.selectFrom('sessions').select('last_seen_at');
    const row = await sessions.where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Date.now() - new Date(row.last_seen_at).getTime();
  };

  it('do not keep an idle session alive', async () => {
    const c = await customer(t.app);
    await sql`UPDATE sessions SET last_seen_at = now() - interval '14 minutes' WHERE user_id = ${c.userId}`.execute(
      t.db,
    );
    const background = { ...c.auth, 'x-background-refresh': '1' };
    expect((await t.app.inject({ url: '/users/profile', headers: background })).statusCode).toBe(200);
    await t.app.sessions.flush();
    expect(await sinceLastSeen(c.userId)).toBeGreaterThan(13 * 60_000);
    // A request the person made does (written with the next batch of last-seen times).
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(200);
    await t.app.sessions.flush();
    expect(await sinceLastSeen(c.userId)).toBeLessThan(60_000);
  });
});
