import { describe, expect, it } from 'vitest';
import { customer, useTestApp } from '../test/test-app';
import { notify } from './notifications-repository';

const t = useTestApp();

describe('notifications', () => {
  it("lists the caller's own notifications with the unread count and marks them read", async () => {
    const a = await customer(t.app);
    const b = await customer(t.app);
    await notify(t.db, a.userId, {
      kind: 'transfer',
      title: 'Transfer settled',
      body: 'Your $10.00 transfer was settled.',
    });
    await notify(t.db, a.userId, { kind: 'loan', title: 'Loan approved' });
    await notify(t.db, b.userId, { kind: 'loan', title: 'Not yours' });
    const list = (await t.app.inject({ url: '/notifications', headers: a.auth })).json();
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Loan approved',
      'Transfer settled',
    ]);
    const bList = (await t.app.inject({ url: '/notifications', headers: b.auth })).json();
    const foreign = bList.notifications[0]._id;
    const one = await t.app.inject({
      method: 'POST',
      url: '/notifications/read',
      headers: a.auth,
      payload: { ids: [list.notifications[0]._id, foreign] },
    });
    expect(one.json().updated).toBe(1);
    expect((await t.app.inject({ url: '/notifications', headers: b.auth })).json().unread).toBe(1);
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/notifications/read', headers: a.auth, payload: {} })
      ).json().updated,
    ).toBe(1);
    expect((await t.app.inject({ url: '/notifications', headers: a.auth })).json().unread).toBe(0);
    expect((await t.app.inject({ url: '/notifications' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/notifications/read',
          headers: a.auth,
          payload: { ids: ['x'] },
        })
      ).statusCode,
    ).toBe(400);
  });
});
