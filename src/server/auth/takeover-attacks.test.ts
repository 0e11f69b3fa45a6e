import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { bankSuite, fundedCustomer } from '../test/bank-suite';
import { PIN, rentTo, type Payee } from '../test/money-helpers';
import { SoftAuthenticator } from '../test/soft-authenticator';
import { GOOD_PASSWORD, mailTo, signIn } from '../test/test-app';
import { codeOf, enrolTotp } from '../test/totp-helpers';

/*
 * Issue 46, the account-takeover findings: each attack as the review ran it, through HTTP, against the real
 * app and database. Every test here failed on the code before the fix.
 */

const ORIGIN = 'https://bank.example';
const s = bankSuite({ PUBLIC_URL: ORIGIN, UNVERIFIED_DAILY_LIMIT: '100000' });

type Auth = Record<string, string>;
type Who = { auth: Auth; userId: string };
const post = (url: string, auth: Auth | undefined, payload?: object) =>
  s.t.app.inject({ method: 'POST', url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
const put = (url: string, auth: Auth, payload: object) =>
  s.t.app.inject({ method: 'PUT', url, headers: auth, payload });
const del = (url: string, auth: Auth) => s.t.app.inject({ method: 'DELETE', url, headers: auth });

/** As if the caller's sessions had signed in and proved a factor `minutes` ago, once every process heard. */
async function age(c: { userId: string }, minutes: number) {
  const since = Date.now();
  await sql`UPDATE sessions SET created_at = now() - make_interval(mins => ${minutes}),
      second_factor_at = now() - make_interval(mins => ${minutes})
    WHERE user_id = ${c.userId}`.execute(s.t.ownerDb);
  await s.t.app.sessions.published(c.userId, since);
}

async function withApp(amount = 20_000) {
  const c = await fundedCustomer(s, amount);
  const { secret } = await enrolTotp(s.t.app, c.auth);
  return { ...c, secret };
}

const pay = (c: Who, to: Payee, amount: number) => post('/transfers/local', c.auth, rentTo(to, amount));
/** Step-up with the app: the next 30 s step's code, which enrolling (this step's) did not use. */
const stepUp = async (c: Who & { secret: string }) =>
  expect((await post('/users/mfa/verify', c.auth, { code: codeOf(c.secret, 1) })).statusCode).toBe(200);
const orderOf = (to: Payee, amount: number, firstDate = new Date().toISOString().slice(0, 10)) => ({
  type: 'local',
  transfer: rentTo(to, amount),
  schedule: { frequency: 'once', firstDate },
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function addPasskey(auth: Auth, device: SoftAuthenticator) {
  const options = await post('/users/passkeys/options', auth);
  if (options.statusCode !== 200) return options;
  return post('/users/passkeys', auth, { response: device.register(options.json()) });
}

describe('an authenticator only set up is no factor', () => {
  it('codes of a pending secret pass neither step-up nor the sign-in’s second step', async () => {
    const c = await fundedCustomer(s, 0);
    const device = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(c.auth, device)).statusCode).toBe(201);
    // Planted while the factor is fresh, never enabled.
    const setup = await post('/users/mfa/totp/setup', c.auth);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    await age(c, 30);
    const verify = await post('/users/mfa/verify', c.auth, { code: codeOf(secret) });
    expect(verify.statusCode).toBe(400);
    const login = await post('/users/login', undefined, { email: c.email, password: GOOD_PASSWORD });
    const second = await post('/users/login/mfa', undefined, {
      mfaToken: login.json().mfaToken,
      code: codeOf(secret),
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().token).toBeUndefined();
  });
});

describe('a new sign-in factor needs the password or a recent sign-in', () => {
  it('refuses a passkey or an authenticator from an old session until the password is entered again', async () => {
    const c = await fundedCustomer(s, 0);
    await age(c, 30);
    const passkey = await post('/users/passkeys/options', c.auth);
    expect(passkey.statusCode).toBe(403);
    expect(passkey.json()).toEqual({
      code: 'reauthentication_required',
      message: messages.mfa.reauthRequired,
    });
    expect((await post('/users/mfa/totp/setup', c.auth)).json().code).toBe('reauthentication_required');
    expect((await post('/users/reauth', c.auth, { password: 'Wrong-Horse-42' })).statusCode).toBe(400);
    expect((await post('/users/mfa/totp/setup', c.auth)).statusCode).toBe(403);
    expect((await post('/users/reauth', c.auth, { password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await addPasskey(c.auth, new SoftAuthenticator(ORIGIN))).statusCode).toBe(201);
  });

  it('with two-step on, the password is not a second factor', async () => {
    const c = await withApp(0);
    await age(c, 30);
    expect((await post('/users/reauth', c.auth, { password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await post('/users/passkeys/options', c.auth)).json().code).toBe('step_up_required');
  });
});

describe('step-up is cumulative', () => {
  it('$900 pieces after the step-up window need a fresh factor once they pass STEP_UP_AMOUNT', async () => {
    const c = await withApp();
    const b = await fundedCustomer(s, 0, 'Rita', 'Levi');
    await age(c, 30);
    expect((await pay(c, b, 900)).statusCode).toBe(201);
    const second = await pay(c, b, 900);
    expect(second.statusCode).toBe(401);
    expect(second.json().code).toBe('step_up_required');
    await stepUp(c);
    expect((await pay(c, b, 900)).statusCode).toBe(201);
  });

  it('parallel pieces cannot pass it together, and a refused payment gives its share back', async () => {
    const c = await withApp();
    const b = await fundedCustomer(s, 0, 'Rita', 'Levi');
    await age(c, 30);
    const sent = await Promise.all([1, 2, 3, 4, 5].map(() => pay(c, b, 300)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 401, 401]);
    // A wrong PIN is refused after the reservation: it does not use up the allowance.
    const wrongPin = await post('/transfers/local', c.auth, rentTo(b, 100, '0000'));
    expect(wrongPin.statusCode).toBe(400);
    expect((await pay(c, b, 100)).statusCode).toBe(201);
  });
});

describe('standing orders are payments', () => {
  it('a one-off order for today needs the step-up of its amount, cumulatively', async () => {
    const c = await withApp();
    const b = await fundedCustomer(s, 0, 'Rita', 'Levi');
    await age(c, 30);
    const big = await post('/standing-orders', c.auth, orderOf(b, 1500));
    expect(big.statusCode).toBe(401);
    expect(big.json().code).toBe('step_up_required');
    expect((await post('/standing-orders', c.auth, orderOf(b, 600))).statusCode).toBe(201);
    expect((await post('/standing-orders', c.auth, orderOf(b, 600))).statusCode).toBe(401);
  });

  it('obeys the new-payee cap at creation and the lockdown', async () => {
    const c = await fundedCustomer(s, 5000);
    const b = await fundedCustomer(s, 0, 'Rita', 'Levi');
    const saved = await post('/payees', c.auth, {
      type: 'local',
      name: 'Rita Levi',
      bankName: 'Vault Bank',
      accountNumber: b.checking.accountNumber,
    });
    expect(saved.statusCode).toBe(201);
    const capped = await post('/standing-orders', c.auth, orderOf(b, 1500));
    expect(capped.statusCode).toBe(422);
    expect(capped.json().code).toBe('new_payee_limit_exceeded');
    const since = Date.now();
    await sql`UPDATE users SET locked_down_at = now() WHERE id = ${c.userId}`.execute(s.t.ownerDb);
    await s.t.app.sessions.published(c.userId, since);
    expect((await post('/standing-orders', c.auth, orderOf(b, 10))).statusCode).toBe(423);

    // A lockdown this process has not heard of yet (its notice held back): the order's own transaction reads it.
    const d = await fundedCustomer(s, 5000, 'Dana', 'Race');
    await s.t.ownerDb.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE users SET locked_down_at = now() WHERE id = ${d.userId}`.execute(trx);
    });
    expect((await post('/standing-orders', d.auth, orderOf(b, 10))).statusCode).toBe(423);
  });
});

describe('the new-payee limit follows the bank account', () => {
  it('binds typed details, and removing and re-adding the payee gives no new allowance', async () => {
    const c = await fundedCustomer(s, 5000);
    const b = await fundedCustomer(s, 0, 'Rita', 'Levi');
    const payee = {
      type: 'local',
      name: 'Rita Levi',
      bankName: 'Vault Bank',
      accountNumber: b.checking.accountNumber,
    };
    const first = (await post('/payees', c.auth, payee)).json().payee;
    expect((await pay(c, b, 1500)).statusCode).toBe(422);
    expect((await pay(c, b, 600)).statusCode).toBe(201);
    expect((await del(`/payees/${first._id}`, c.auth)).statusCode).toBe(200);
    const again = (await post('/payees', c.auth, payee)).json().payee;
    const byPayee = await post('/transfers/local', c.auth, {
      amount: 600,
      paymentAccount: 'Account 1',
      payeeId: again._id,
      pincode: PIN,
    });
    expect(byPayee.statusCode).toBe(422);
    expect(byPayee.json().code).toBe('new_payee_limit_exceeded');
    expect((await pay(c, b, 400)).statusCode).toBe(201);
  });
});

describe('"This wasn’t me" contains an attacker who has the password', () => {
  it('refuses sign-in until the mailed reset, removes the factor they added and pauses orders', async () => {
    const c = await fundedCustomer(s, 5000);
    const b = await fundedCustomer(s, 0, 'Rita', 'Levi');
    const mailsBefore = s.t.mails.length;
    // The thief signs in from a browser of their own, adds a passkey and a standing order.
    const thief = await s.t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: GOOD_PASSWORD },
      headers: { 'user-agent': 'Thief Browser 1.0' },
    });
    const thiefAuth = { authorization: `Bearer ${thief.json().token}` };
    const device = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(thiefAuth, device)).statusCode).toBe(201);
    expect((await post('/standing-orders', thiefAuth, orderOf(b, 50, inDays(30)))).statusCode).toBe(201);

    const mail = await mailTo(s.t, c.email, { subject: /new sign-in/i, after: mailsBefore });
    const token = /\/security\/report\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await post('/users/security/lockdown', undefined, { token })).statusCode).toBe(200);

    const withPassword = await post('/users/login', undefined, { email: c.email, password: GOOD_PASSWORD });
    expect(withPassword.statusCode).toBe(403);
    expect(withPassword.json()).toEqual({
      code: 'recovery_required',
      message: messages.lockdown.signInRefused,
    });
    const options = (await post('/users/login/passkey/options', undefined)).json();
    const withPasskey = await post('/users/login/passkey', undefined, { response: device.assert(options) });
    expect(withPasskey.statusCode).toBe(400);
    const orders = await sql<{ status: string }>`SELECT status FROM standing_orders
      WHERE user_id = ${c.userId}`.execute(s.t.ownerDb);
    expect(orders.rows.map((r) => r.status)).toEqual(['Paused']);

    // The customer resets through the mailed link and is back; cards and orders wait for them.
    const reset = await mailTo(s.t, c.email, { subject: /unlock your account/ });
    const resetToken = /\/reset-password\/([\w-]+)/.exec(reset.text)![1]!;
    const newPassword = 'Brand-New-Secret-7';
    expect((await post(`/users/reset-password/${resetToken}`, undefined, { newPassword })).statusCode).toBe(
      200,
    );
    const back = await signIn(s.t.app, c.email, newPassword);
    const list = (await s.t.app.inject({ url: '/standing-orders', headers: back.auth })).json();
    expect(list[0].status).toBe('Paused');
    const resumed = await post(`/standing-orders/${list[0]._id}/resume`, back.auth);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().standingOrder.status).toBe('Active');
  });
});

describe('factors a customer understands', () => {
  it('the first passkey turns two-step on with recovery codes, and the sign-in asks for the passkey', async () => {
    const c = await fundedCustomer(s, 0);
    const added = await addPasskey(c.auth, new SoftAuthenticator(ORIGIN));
    expect(added.json().message).toBe(messages.passkeys.addedTwoStepOn);
    const codes: string[] = added.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    const login = await post('/users/login', undefined, { email: c.email, password: GOOD_PASSWORD });
    expect(login.json()).toMatchObject({ factors: ['passkey'], message: messages.mfa.passkeyRequired });
    const recovered = await post('/users/login/mfa', undefined, {
      mfaToken: login.json().mfaToken,
      code: codes[0],
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
  });
});

describe('alerts and signing out other sessions', () => {
  it('need a fresh second factor', async () => {
    const c = await withApp(0);
    await age(c, 30);
    const alerts = await put('/alerts/settings', c.auth, {
      lowBalance: null,
      paymentOutAbove: null,
      moneyIn: false,
      newSignIn: false,
    });
    expect(alerts.statusCode).toBe(401);
    expect((await post('/users/sessions/revoke-others', c.auth)).statusCode).toBe(401);
    await stepUp(c);
    expect((await post('/users/sessions/revoke-others', c.auth)).statusCode).toBe(200);
  });
});
