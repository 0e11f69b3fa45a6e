import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, customer, useTwoInstances, type TestApp } from '../test/test-app';
import { adminSession, disableUser, PIN, setPin } from '../test/money-helpers';
import { listenLocal, openSse, type SseStream } from '../test/sse-client';

const { t, other } = useTwoInstances({ EVENTS_MAX_STREAMS_PER_USER: '3', EVENTS_HEARTBEAT_SECONDS: '1' });
let base: string;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  base = await listenLocal(t.app);
  admin = await adminSession(t.app, t.db);
});

/** A signed-in customer with a ticket open, so that an administrator's reply notifies them. */
async function customerWithTicket() {
  const c = await customer(t.app);
  await setPin(t.app, c.auth);
  const res = await t.app.inject({
    method: 'POST',
    url: '/tickets',
    headers: c.auth,
    payload: { ticketType: 'Other', info: 'Where is my card?', pincode: PIN },
  });
  return { ...c, ticketId: res.json().ticket._id as string };
}

async function adminReply(app: TestApp['app'], ticketId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/admin/tickets/${ticketId}/reply`,
    headers: admin.auth,
    payload: { message: 'It is on its way.', status: 'pending' },
  });
  expect(res.statusCode).toBe(200);
}

const data = async (s: SseStream, name: string) =>
  JSON.parse((await s.next(name)).data) as Record<string, unknown>;

describe('GET /events', () => {
  it('pushes a notification caused by another request, with the unread count, to a cookie session', async () => {
    const c = await customerWithTicket();
    const stream = await openSse(`${base}/events`, { cookie: c.cookie, 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(await data(stream, 'unread')).toEqual({ unread: 0 });

    await adminReply(t.app, c.ticketId);
    const pushed = await data(stream, 'notification');
    const listed = (await t.app.inject({ url: '/notifications', headers: c.auth })).json();
    expect(pushed).toEqual(listed.notifications[0]);
    expect(pushed).toMatchObject({ kind: 'ticket', read: false });
    expect(await data(stream, 'unread')).toEqual({ unread: 1 });
    stream.close();
  });

  it('hears a notification committed through a second instance, and a read marked there', async () => {
    const c = await customerWithTicket();
    const stream = await openSse(`${base}/events`, c.auth);
    await stream.next('unread');
    await adminReply(other.app, c.ticketId);
    expect(await data(stream, 'notification')).toMatchObject({ kind: 'ticket' });
    expect(await data(stream, 'unread')).toEqual({ unread: 1 });

    await other.app.inject({ method: 'POST', url: '/notifications/read', headers: c.auth, payload: {} });
    expect(await data(stream, 'unread')).toEqual({ unread: 0 });
    stream.close();
  });

  it("sends nothing of another user's notifications", async () => {
    const a = await customerWithTicket();
    const b = await customer(t.app);
    const stream = await openSse(`${base}/events`, b.auth);
    await stream.next('unread');
    await adminReply(t.app, a.ticketId);
    await expect(stream.next('notification', 500)).rejects.toThrow();
    stream.close();
  });

  it('ends when the session signs out, here or on another instance, or the user is disabled', async () => {
    const c = await customer(t.app);
    const here = await openSse(`${base}/events`, c.auth);
    await t.app.inject({ method: 'POST', url: '/users/logout', headers: c.auth });
    await here.ended;

    const d = await customer(t.app);
    const there = await openSse(`${base}/events`, d.auth);
    await there.next('unread');
    const out = await other.app.inject({ method: 'POST', url: '/users/logout', headers: d.auth });
    expect(out.statusCode).toBe(200);
    await there.ended;

    const e = await customer(t.app);
    const disabled = await openSse(`${base}/events`, e.auth);
    await disabled.next('unread');
    const res = await disableUser(other.app, admin.auth, e.userId, 'Test of live events');
    expect(res.statusCode).toBe(200);
    await disabled.ended;
    expect((await openSse(`${base}/events`, e.auth)).status).toBe(401);
  });

  it('keeps a session whose other session signed out', async () => {
    const c = await customer(t.app);
    const stream = await openSse(`${base}/events`, c.auth);
    await stream.next('unread');
    // A second sign-in of the same user, then its sign-out: only that session ends.
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: c.password },
    });
    const token = res.json().token as string;
    await other.app.inject({
      method: 'POST',
      url: '/users/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const stillOpen = await Promise.race([
      stream.ended.then(() => false),
      new Promise((r) => setTimeout(() => r(true), 300)),
    ]);
    expect(stillOpen).toBe(true);
    stream.close();
  });

  it('sends heartbeats', async () => {
    const c = await customer(t.app);
    const stream = await openSse(`${base}/events`, c.auth);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(stream.comments).toContain('heartbeat');
    stream.close();
  });

  it('refuses the signed-out (401), a foreign Origin (403) and a stream past the cap (429)', async () => {
    const signedOut = await openSse(`${base}/events`);
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.body() || (await signedOut.ended, signedOut.body()))).toMatchObject({
      code: 'not_signed_in',
    });
    const c = await customer(t.app);
    expect((await openSse(`${base}/events`, { ...c.auth, origin: 'https://evil.example' })).status).toBe(403);
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await openSse(`${base}/events`, c.auth));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await openSse(`${base}/events`, c.auth);
    expect(fourth.status).toBe(429);
    open[0]!.close();
    await open[0]!.ended;
    await new Promise((r) => setTimeout(r, 50));
    expect((await openSse(`${base}/events`, c.auth)).status).toBe(200);
  });
});

describe('closing the app', () => {
  it('ends open streams instead of waiting for them', async () => {
    const app = await createTestApp();
    const url = await listenLocal(app.app);
    const c = await customer(app.app);
    const stream = await openSse(`${url}/events`, c.auth);
    await stream.next('unread');
    await app.close();
    await stream.ended;
  });
});
