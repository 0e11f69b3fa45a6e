import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createTestApp, customer, type TestApp } from '../test/test-app';

/** Setting the first PIN arms money movement, so an old session alone cannot do it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setPin = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/users/api/auth/change-pin', headers: auth, payload });

async function ageSessions(userId: string, minutes: number) {
  await t.ownerDb
    .updateTable('sessions')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .where('user_id', '=', userId)
    .execute();
}

const pinOf = async (userId: string) =>
  (await t.db.selectFrom('users').select('pin_hmac').where('id', '=', userId).executeTakeFirstOrThrow())
    .pin_hmac;

describe('first PIN needs a fresh sign-in or the password', () => {
  it('sets the first PIN right after signing in (the seed does this)', async () => {
    const c = await customer(t.app);
    expect((await setPin(c.auth, { newPin: '1234' })).statusCode).toBe(200);
    expect(await pinOf(c.userId)).not.toBeNull();
  });

  it('refuses an old session without the password with 403 reauthentication_required, and sets nothing', async () => {
    const c = await customer(t.app);
    await ageSessions(c.userId, 11);
    const res = await setPin(c.auth, { newPin: '1234' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'reauthentication_required', message: messages.pin.reauthRequired });
    expect(await pinOf(c.userId)).toBeNull();
  });

  it('refuses a wrong password and counts it toward the sign-in lockout', async () => {
    const c = await customer(t.app);
    await ageSessions(c.userId, 11);
    const res = await setPin(c.auth, { newPin: '1234', password: 'Not-The-Password-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('wrong_password');
    expect(await pinOf(c.userId)).toBeNull();
    const row = await t.db
      .selectFrom('login_failures')
      .select('failures')
      .where('email', '=', c.email)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
  });

  it('accepts the right password from an old session', async () => {
    const c = await customer(t.app);
    await ageSessions(c.userId, 11);
    expect((await setPin(c.auth, { newPin: '1234', password: c.password })).statusCode).toBe(200);
    expect(await pinOf(c.userId)).not.toBeNull();
  });
});
