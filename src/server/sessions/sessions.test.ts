import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createTestApp, customer, signIn, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessions = (auth: Record<string, string>) => t.app.inject({ url: '/users/sessions', headers: auth });
const revokeOthers = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/users/sessions/revoke-others', headers });

describe('active sessions', () => {
  it("lists the caller's live sessions, this one first and marked current", async () => {
    const c = await customer(t.app);
    const laptop = await signIn(t.app, c.email);
    const other = await customer(t.app);
    const res = await sessions(c.auth);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, ip: '127.0.0.1', userAgent: 'lightMyRequest' });
    expect(list[1].current).toBe(false);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['_id', 'createdAt', 'current', 'ip', 'lastSeenAt', 'userAgent'].sort(),
    );
    const fromLaptop = (await sessions(laptop.auth)).json();
    expect(fromLaptop[0]._id).toBe(list[1]._id);
    expect((await sessions(other.auth)).json()).toHaveLength(1);
    expect((await t.app.inject({ url: '/users/sessions' })).statusCode).toBe(401);
  });

  it('leaves out sessions that were signed out', async () => {
    const c = await customer(t.app);
    const second = await signIn(t.app, c.email);
    await t.app.inject({ method: 'POST', url: '/users/logout', headers: second.auth });
    expect((await sessions(c.auth)).json()).toHaveLength(1);
  });
});

describe('signing out other sessions', () => {
  it('ends every other session but not this one, and records it in the login activity', async () => {
    const c = await customer(t.app);
    const phone = await signIn(t.app, c.email);
    const tablet = await signIn(t.app, c.email);
    const bystander = await customer(t.app);
    const res = await revokeOthers(c.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.activities.signedOutOthers(2), revoked: 2 });
    expect((await sessions(phone.auth)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/users/profile', headers: tablet.auth })).statusCode).toBe(401);
    const mine = await sessions(c.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([expect.objectContaining({ current: true })]);
    expect((await sessions(bystander.auth)).statusCode).toBe(200);
    const activities = (await t.app.inject({ url: `/users/${c.userId}`, headers: c.auth })).json();
    expect(activities[0].action).toBe('Signed out other sessions');
    const again = (await revokeOthers(c.auth)).json();
    expect(again).toEqual({ message: messages.activities.signedOutOthers(0), revoked: 0 });
  });

  it('refuses a cookie-authenticated request from another site', async () => {
    const c = await customer(t.app);
    const foreign = await revokeOthers({ cookie: c.cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const missing = await revokeOthers({ cookie: c.cookie });
    expect(missing.statusCode).toBe(403);
    expect((await revokeOthers({})).statusCode).toBe(401);
  });
});
