import { bankSuite } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { customer, GOOD_PASSWORD, sessionCookie } from '../test/test-app';
import { accountsOf, credit, PIN, setPin } from '../test/money-helpers';
import { codeOf } from '../test/totp-helpers';

const s = bankSuite();

type Auth = Record<string, string>;
const post = (url: string, auth: Auth, payload?: object) =>
  s.t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
/** As if a new 30 s step had begun: the last used step is forgotten. */
const nextStep = (userId: string) =>
  sql`UPDATE users SET totp_last_step = NULL WHERE id = ${userId}`.execute(s.t.ownerDb);

async function enrolled() {
  const c = await customer(s.t.app);
  const setup = await post('/users/mfa/totp/setup', c.auth);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Vault%20Bank:.*secret=/);
  const enable = await post('/users/mfa/totp/enable', c.auth, { code: codeOf(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { ...c, secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

const login = (email: string) =>
  s.t.app.inject({ method: 'POST', url: '/users/login', payload: { email, password: GOOD_PASSWORD } });
const loginMfa = (mfaToken: string, code: string) =>
  s.t.app.inject({ method: 'POST', url: '/users/login/mfa', payload: { mfaToken, code } });

describe('turning two-step on and off', () => {
  it('needs a right code from the app, then gives ten recovery codes', async () => {
    const c = await customer(s.t.app);
    expect((await s.t.app.inject({ url: '/users/mfa', headers: c.auth })).json()).toEqual({
      twoStep: false,
      totp: false,
      passkeys: 0,
    });
    const { secret } = (await post('/users/mfa/totp/setup', c.auth)).json();
    const wrong = await post('/users/mfa/totp/enable', c.auth, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'invalid_mfa_code', message: messages.mfa.wrongCode });
    const enable = await post('/users/mfa/totp/enable', c.auth, { code: codeOf(secret) });
    expect(enable.json().message).toBe(messages.mfa.enabled);
    expect(new Set(enable.json().recoveryCodes).size).toBe(10);
    expect((await s.t.app.inject({ url: '/users/mfa', headers: c.auth })).json()).toEqual({
      twoStep: true,
      totp: true,
      passkeys: 0,
    });
    // The secret is not stored as it was shown.
    const row = await sql<{ s: string }>`SELECT totp_secret AS s FROM users WHERE id = ${c.userId}`.execute(
      s.t.ownerDb,
    );
    expect(row.rows[0]!.s).not.toContain(secret);
    expect((await post('/users/mfa/totp/setup', c.auth)).statusCode).toBe(409);
  });
});

describe('signing in with two-step on', () => {
  it('answers the password with a challenge and no session, then the code signs in', async () => {
    const c = await enrolled();
    const first = await login(c.email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      message: messages.mfa.codeRequired,
      mfaRequired: true,
      mfaToken: expect.any(String),
      factors: ['app', 'passkey'],
    });
    expect(sessionCookie(first)).toBe('');
    expect((await loginMfa(body.mfaToken, '123456')).statusCode).toBe(400);
    const second = await loginMfa(body.mfaToken, codeOf(c.secret, 1));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ _id: c.userId, role: 'customer', message: messages.login.success });
    expect(sessionCookie(second)).not.toBe('');
    const auth = { authorization: `Bearer ${second.json().token}` };
    expect((await s.t.app.inject({ url: '/users/profile', headers: auth })).statusCode).toBe(200);
    // The token is single use.
    await nextStep(c.userId);
    const again = await loginMfa(body.mfaToken, codeOf(c.secret));
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('mfa_challenge_invalid');
  });

  it('refuses a reused code, an expired token, and locks after five wrong codes; a recovery code works once', async () => {
    const c = await enrolled();
    const token = async () => (await login(c.email)).json().mfaToken as string;
    // The code that turned two-step on cannot sign in (same step).
    expect((await loginMfa(await token(), codeOf(c.secret))).statusCode).toBe(400);
    const expired = await token();
    await sql`UPDATE mfa_challenges SET expires_at = now() - interval '1 second'`.execute(s.t.ownerDb);
    expect((await loginMfa(expired, codeOf(c.secret, 1))).json().code).toBe('mfa_challenge_invalid');

    const recovery = c.recoveryCodes[0]!;
    expect((await loginMfa(await token(), recovery.toUpperCase())).statusCode).toBe(200);
    expect((await loginMfa(await token(), recovery)).statusCode).toBe(400);

    const t5 = await token();
    // The reused recovery code was the first wrong code; four more make five, and codes lock.
    for (let i = 0; i < 4; i++) expect((await loginMfa(t5, '000000')).statusCode).toBe(400);
    const locked = await loginMfa(t5, codeOf(c.secret, 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
  });
});

describe('step-up', () => {
  it('asks a fresh second factor for a large transfer, a PIN change and turning two-step off', async () => {
    const c = await enrolled();
    const b = await customer(s.t.app, { firstName: 'Rita', lastName: 'Levi' });
    await setPin(s.t.app, c.auth);
    await credit(s.t.app, s.admin.auth, c.userId, 5000);
    const to = (await accountsOf(s.t.app, b.auth)).checking.accountNumber;
    const transfer = (amount: number) =>
      post('/transfers/local', c.auth, {
        amount,
        paymentAccount: 'Account 1',
        bankName: 'Vault Bank',
        accountNumber: to,
        accountName: 'Rita Levi',
        pincode: PIN,
      });
    // Enabling proved a factor just now: fresh.
    expect((await transfer(1500)).statusCode).toBe(201);
    await sql`UPDATE sessions SET second_factor_at = now() - interval '6 minutes' WHERE user_id = ${c.userId}`.execute(
      s.t.ownerDb,
    );
    await new Promise((r) => setTimeout(r, 50));
    const stale = await transfer(1500);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ code: 'step_up_required', message: messages.mfa.stepUpRequired });
    // Cumulative (issue 46): $1,500 were sent since the last step-up, so even $100 needs a fresh factor now.
    expect((await transfer(100)).statusCode).toBe(401);
    expect(
      (await post('/users/api/auth/change-pin', c.auth, { oldPin: PIN, newPin: '2468' })).json().code,
    ).toBe('step_up_required');
    expect((await post('/users/mfa/totp/disable', c.auth)).statusCode).toBe(401);
    expect(
      (
        await post('/payees', c.auth, {
          type: 'local',
          name: 'Rita Levi',
          bankName: 'Vault Bank',
          accountNumber: to,
        })
      ).statusCode,
    ).toBe(401);

    await nextStep(c.userId);
    const verify = await post('/users/mfa/verify', c.auth, { code: codeOf(c.secret) });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await transfer(1500)).statusCode).toBe(201);
    const off = await post('/users/mfa/totp/disable', c.auth);
    expect(off.statusCode).toBe(200);
    expect((await login(c.email)).json().token).toEqual(expect.any(String));
  });

  it('leaves customers without two-step as they were', async () => {
    const c = await customer(s.t.app);
    await setPin(s.t.app, c.auth);
    expect(
      (await post('/users/api/auth/change-pin', c.auth, { oldPin: PIN, newPin: '2468' })).statusCode,
    ).toBe(200);
    expect((await post('/users/mfa/verify', c.auth, { code: '123456' })).statusCode).toBe(409);
  });
});

describe("wrong codes lock their source, never the owner's own (issue 46 part 6)", () => {
  const loginFrom = (email: string, remoteAddress: string) =>
    s.t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email, password: GOOD_PASSWORD },
      remoteAddress,
    });
  const mfaFrom = (mfaToken: string, code: string, remoteAddress: string) =>
    s.t.app.inject({ method: 'POST', url: '/users/login/mfa', payload: { mfaToken, code }, remoteAddress });

  it("another session's five wrong step-up codes lock that session only", async () => {
    const c = await enrolled();
    const first = (await login(c.email)).json().mfaToken as string;
    const other = await loginMfa(first, c.recoveryCodes[0]!);
    expect(other.statusCode).toBe(200);
    const attacker = { authorization: `Bearer ${other.json().token}` };
    for (let i = 0; i < 5; i++) {
      expect((await post('/users/mfa/verify', attacker, { code: '000000' })).statusCode).toBe(400);
    }
    await nextStep(c.userId);
    const locked = await post('/users/mfa/verify', attacker, { code: codeOf(c.secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.login.tooManyAttempts, code: 'too_many_attempts' });
    expect((await post('/users/mfa/verify', c.auth, { code: codeOf(c.secret) })).statusCode).toBe(200);
  });

  it("five wrong sign-in codes from one address do not lock the owner's sign-in from another", async () => {
    const c = await enrolled();
    const token = (await loginFrom(c.email, '198.51.100.30')).json().mfaToken as string;
    for (let i = 0; i < 5; i++)
      expect((await mfaFrom(token, '000000', '198.51.100.30')).statusCode).toBe(400);
    await nextStep(c.userId);
    expect((await mfaFrom(token, codeOf(c.secret), '198.51.100.30')).statusCode).toBe(429);
    const own = (await loginFrom(c.email, '203.0.113.30')).json().mfaToken as string;
    expect((await mfaFrom(own, codeOf(c.secret), '203.0.113.30')).statusCode).toBe(200);
  });
});
