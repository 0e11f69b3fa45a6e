import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminSession, disableUser } from '../test/money-helpers';
import { DbListener } from '../db/listener';
import { SessionCache } from './session-cache';
import { hashToken } from './session-tokens';
import { customer, useTwoInstances } from '../test/test-app';

/** Two instances of the bank on one database: what one revokes, the other refuses on the very next request. */
describe('session cache across instances', () => {
  const { t, other: b } = useTwoInstances();

  const profile = (app: FastifyInstance, auth: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/users/profile', headers: auth });

  it('refuses on instance B a token signed out on instance A, on the next request', async () => {
    const c = await customer(t.app);
    // Both instances have the session cached.
    expect((await profile(t.app, c.auth)).statusCode).toBe(200);
    expect((await profile(b.app, c.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/users/logout', headers: c.auth })).statusCode).toBe(
      200,
    );
    expect((await profile(b.app, c.auth)).statusCode).toBe(401);
    expect((await profile(t.app, c.auth)).statusCode).toBe(401);
  });

  it('ends every session on instance B when the password is changed on instance A', async () => {
    const c = await customer(t.app);
    const other = await customer(t.app, { email: `x${Date.now()}@example.com` });
    expect((await profile(b.app, c.auth)).statusCode).toBe(200);
    expect((await profile(b.app, other.auth)).statusCode).toBe(200);
    // Sign in a second time: the password change keeps the session that made it and ends the other one.
    const second = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: c.password },
    });
    const secondAuth = { authorization: `Bearer ${(second.json() as { token: string }).token}` };
    expect((await profile(b.app, secondAuth)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/users/change-password',
      headers: c.auth,
      payload: { oldPassword: c.password, newPassword: 'Another-Horse-43' },
    });
    expect(change.statusCode).toBe(200);
    expect((await profile(b.app, secondAuth)).statusCode).toBe(401);
    expect((await profile(b.app, c.auth)).statusCode).toBe(200);
    // Someone else's session is untouched.
    expect((await profile(b.app, other.auth)).statusCode).toBe(200);
  });

  it('refuses a disabled customer on the other instance at once', async () => {
    const c = await customer(t.app);
    expect((await profile(b.app, c.auth)).statusCode).toBe(200);
    const admin = await adminSession(t.app, t.db);
    const disabled = await disableUser(t.app, admin.auth, c.userId, 'Reported stolen');
    expect(disabled.statusCode).toBe(200);
    expect((await profile(b.app, c.auth)).statusCode).toBe(401);
  });

  it('forgets a cached session as soon as it has been idle for the idle timeout', async () => {
    const c = await customer(t.app);
    const listener = new DbListener({ connectionString: t.databaseUrl });
    const cache = new SessionCache(t.db, listener, { idleMs: 400, absoluteMs: 60_000 });
    await listener.start();
    try {
      const hash = hashToken(c.token);
      expect((await cache.lookup(hash, false))?.userId).toBe(c.userId);
      await new Promise((r) => setTimeout(r, 450));
      expect(await cache.lookup(hash, false)).toBeUndefined();
    } finally {
      await cache.close();
      await listener.close();
    }
  });
});
