import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { bankSuite } from '../test/bank-suite';
import { SoftAuthenticator } from '../test/soft-authenticator';
import { customer, eventually, GOOD_PASSWORD, sessionCookie, uniqueEmail } from '../test/test-app';
import { enrolTotp } from '../test/totp-helpers';
import { ensureAdmin } from '../users/admins';
import { signIn } from '../test/test-app';
import { loadPinKey } from '../pin/pin-key';

const ORIGIN = 'https://bank.example';
const s = bankSuite({ PUBLIC_URL: ORIGIN });

type Auth = Record<string, string>;
const post = (url: string, auth: Auth | undefined, payload?: object) =>
  s.t.app.inject({ method: 'POST', url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, auth: Auth) => s.t.app.inject({ url, headers: auth });

/** Registers a passkey for the caller of `auth` on `device`, as the Security page does. */
async function addPasskey(auth: Auth, device: SoftAuthenticator, name?: string) {
  const options = await post('/users/passkeys/options', auth);
  expect(options.statusCode, options.body).toBe(200);
  expect(options.json()).toMatchObject({
    rp: { id: 'bank.example' },
    authenticatorSelection: { residentKey: 'required' },
  });
  return post('/users/passkeys', auth, {
    response: device.register(options.json()),
    ...(name ? { name } : {}),
  });
}

async function passkeyLogin(device: SoftAuthenticator, credentialId?: string) {
  const options = (await post('/users/login/passkey/options', undefined)).json();
  return post('/users/login/passkey', undefined, { response: device.assert(options, credentialId) });
}

async function withPasskey() {
  const c = await customer(s.t.app);
  const device = new SoftAuthenticator(ORIGIN);
  const added = await addPasskey(c.auth, device, 'My phone');
  expect(added.statusCode, added.body).toBe(201);
  return { ...c, device, passkeyId: added.json().passkey.id as string };
}

/** As if the session's last second factor were ten minutes old, once every process has heard. */
async function staleSecondFactor(c: { auth: Auth; userId: string }) {
  await sql`UPDATE sessions SET second_factor_at = now() - interval '10 minutes'
    WHERE user_id = ${c.userId}`.execute(s.t.ownerDb);
  await eventually(async () => {
    const res = await post('/users/passkeys/options', c.auth);
    return res.statusCode === 401 ? res : undefined;
  }, 'the stale second factor to reach the session cache');
}

describe('registering passkeys', () => {
  it('saves a passkey, lists it, and turns two-step on', async () => {
    const c = await withPasskey();
    const list = await get('/users/passkeys', c.auth);
    expect(list.json()).toEqual([
      { id: c.passkeyId, name: 'My phone', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect((await get('/users/mfa', c.auth)).json()).toEqual({ twoStep: true, totp: false, passkeys: 1 });
    // The password alone no longer signs in.
    const login = await post('/users/login', undefined, { email: c.email, password: GOOD_PASSWORD });
    expect(login.json()).toMatchObject({ mfaRequired: true });
    expect(login.json().token).toBeUndefined();
  });

  it('refuses an answer to a used, foreign or expired challenge, or from another origin', async () => {
    const c = await customer(s.t.app);
    const device = new SoftAuthenticator(ORIGIN);
    const options = (await post('/users/passkeys/options', c.auth)).json();
    const response = device.register(options);
    expect((await post('/users/passkeys', c.auth, { response })).statusCode).toBe(201);
    const again = await post('/users/passkeys', c.auth, { response });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'passkey_rejected', message: messages.passkeys.rejected });

    const other = await customer(s.t.app);
    const theirs = (await post('/users/passkeys/options', other.auth)).json();
    expect((await post('/users/passkeys', c.auth, { response: device.register(theirs) })).statusCode).toBe(
      400,
    );

    const phishing = (await post('/users/passkeys/options', other.auth)).json();
    const fromElsewhere = device.register(phishing, 'https://bank-example.evil');
    expect((await post('/users/passkeys', other.auth, { response: fromElsewhere })).statusCode).toBe(400);

    const late = (await post('/users/passkeys/options', other.auth)).json();
    await sql`UPDATE webauthn_challenges SET expires_at = now() - interval '1 second'
      WHERE challenge = ${late.challenge}`.execute(s.t.ownerDb);
    expect((await post('/users/passkeys', other.auth, { response: device.register(late) })).statusCode).toBe(
      400,
    );
    expect((await get('/users/passkeys', other.auth)).json()).toEqual([]);
  });

  it('renames and removes only the caller’s own passkeys', async () => {
    const c = await withPasskey();
    const stranger = await customer(s.t.app);
    const patch = (auth: Auth, name: string) =>
      s.t.app.inject({
        method: 'PATCH',
        url: `/users/passkeys/${c.passkeyId}`,
        headers: auth,
        payload: { name },
      });
    expect((await patch(stranger.auth, 'Mine now')).statusCode).toBe(404);
    expect((await patch(c.auth, '   ')).statusCode).toBe(400);
    expect((await patch(c.auth, 'Work laptop')).json()).toEqual({ message: messages.passkeys.renamed });
    expect((await get('/users/passkeys', c.auth)).json()[0].name).toBe('Work laptop');
    const del = (auth: Auth) =>
      s.t.app.inject({ method: 'DELETE', url: `/users/passkeys/${c.passkeyId}`, headers: auth });
    expect((await del(stranger.auth)).statusCode).toBe(404);
    expect((await del(c.auth)).json()).toEqual({ message: messages.passkeys.removed });
    expect((await get('/users/mfa', c.auth)).json()).toEqual({ twoStep: false, totp: false, passkeys: 0 });
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, as both factors, and answers as the password sign-in does', async () => {
    const c = await withPasskey();
    const res = await passkeyLogin(c.device);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      _id: c.userId,
      role: 'customer',
      message: messages.login.success,
    });
    expect(sessionCookie(res)).not.toBe('');
    const auth = { authorization: `Bearer ${res.json().token}` };
    expect((await get('/users/profile', auth)).statusCode).toBe(200);
    // Both factors: a sensitive call needs no further proof right after.
    const session = await sql<{ two_factor: boolean }>`SELECT two_factor FROM sessions
      WHERE user_id = ${c.userId} ORDER BY created_at DESC LIMIT 1`.execute(s.t.ownerDb);
    expect(session.rows[0]!.two_factor).toBe(true);
    expect((await get('/users/passkeys', c.auth)).json()[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, an unknown or removed passkey, and a cloned authenticator', async () => {
    const c = await withPasskey();
    const options = (await post('/users/login/passkey/options', undefined)).json();
    const response = c.device.assert(options);
    expect((await post('/users/login/passkey', undefined, { response })).statusCode).toBe(200);
    const replay = await post('/users/login/passkey', undefined, { response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('passkey_rejected');

    const cloned = c.device.credentials.keys().next().value!;
    c.device.rewind(cloned, 1);
    expect((await passkeyLogin(c.device)).statusCode).toBe(400);

    const unknown = new SoftAuthenticator(ORIGIN);
    unknown.register({ challenge: 'x', user: { id: 'AAAA' } });
    expect((await passkeyLogin(unknown)).statusCode).toBe(400);

    const forged = (await post('/users/login/passkey/options', undefined)).json();
    const signed = c.device.assert(forged);
    signed.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await post('/users/login/passkey', undefined, { response: signed })).statusCode).toBe(400);
  });

  it('does not sign in a disabled customer', async () => {
    const c = await withPasskey();
    await sql`UPDATE users SET disabled_at = now() WHERE id = ${c.userId}`.execute(s.t.ownerDb);
    const res = await passkeyLogin(c.device);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_disabled');
  });
});

describe('step-up with a passkey', () => {
  it('proves a fresh second factor for a sensitive call, with the caller’s own passkey only', async () => {
    const c = await withPasskey();
    await staleSecondFactor(c);
    const remove = () =>
      s.t.app.inject({ method: 'DELETE', url: `/users/passkeys/${c.passkeyId}`, headers: c.auth });
    expect((await remove()).json().code).toBe('step_up_required');

    const stranger = await withPasskey();
    const theirOptions = (await post('/users/mfa/passkey/options', stranger.auth)).json();
    const wrongUser = await post('/users/mfa/passkey', c.auth, { response: c.device.assert(theirOptions) });
    expect(wrongUser.statusCode).toBe(400);

    const options = (await post('/users/mfa/passkey/options', c.auth)).json();
    expect(options.allowCredentials).toHaveLength(1);
    const verified = await post('/users/mfa/passkey', c.auth, { response: c.device.assert(options) });
    expect(verified.json()).toEqual({ message: messages.mfa.verified });
    await eventually(async () => ((await remove()).statusCode === 200 ? true : undefined), 'the removal');
  });

  it('asks a customer with two-step on for a fresh factor before adding another passkey', async () => {
    const c = await customer(s.t.app);
    await enrolTotp(s.t.app, c.auth);
    expect((await post('/users/passkeys/options', c.auth)).statusCode).toBe(200);
    await staleSecondFactor(c);
    expect((await post('/users/passkeys/options', c.auth)).json().code).toBe('step_up_required');
  });
});

describe('administrators must enrol', () => {
  async function newAdmin() {
    const email = uniqueEmail('admin');
    await ensureAdmin(s.t.db, { email, password: GOOD_PASSWORD });
    return signIn(s.t.app, email);
  }

  it('refuses everything but enrolment and sign-out until a second factor is set up', async () => {
    const admin = await newAdmin();
    const users = await get('/users', admin.auth);
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({ code: 'mfa_enrollment_required', message: messages.mfa.adminMustEnrol });
    expect((await get('/admin/overview', admin.auth)).statusCode).toBe(403);
    expect((await get('/users/profile', admin.auth)).statusCode).toBe(403);
    expect((await get('/users/mfa', admin.auth)).json()).toEqual({
      twoStep: false,
      totp: false,
      passkeys: 0,
    });
    const device = new SoftAuthenticator(ORIGIN);
    expect((await addPasskey(admin.auth, device)).statusCode).toBe(201);
    await eventually(
      async () => ((await get('/users', admin.auth)).statusCode === 200 ? true : undefined),
      'access',
    );
    expect((await passkeyLogin(device)).json().role).toBe('admin');
  });

  it('lets an administrator sign out before enrolling', async () => {
    const admin = await newAdmin();
    expect((await post('/users/logout', admin.auth)).statusCode).toBe(200);
    expect((await get('/users/mfa', admin.auth)).statusCode).toBe(401);
  });

  it('enrols with an authenticator app too, and then signs in with a code', async () => {
    const admin = await newAdmin();
    await enrolTotp(s.t.app, admin.auth);
    expect((await get('/users', admin.auth)).statusCode).toBe(200);
  });

  it('provisions the first administrator with ADMIN_TOTP_SECRET', async () => {
    const email = uniqueEmail('admin');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await ensureAdmin(s.t.db, {
      email,
      password: GOOD_PASSWORD,
      totp: { secret, pinKey: loadPinKey(s.t.config.dataDir, s.t.config.pinKey) },
    });
    const login = await post('/users/login', undefined, { email, password: GOOD_PASSWORD });
    expect(login.json()).toMatchObject({ mfaRequired: true });
  });
});
