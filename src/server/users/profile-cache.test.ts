import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { customer, eventually, useTwoInstances, type TestApp } from '../test/test-app';
import { adminSession, credit } from '../test/money-helpers';

const { t, other } = useTwoInstances();

type Profile = { firstName: string; balance: number; loginActivities: unknown[] };
const profileOn = async (app: TestApp['app'], auth: Record<string, string>) => {
  const res = await app.inject({ url: '/users/profile', headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as Profile;
};

describe('profiles kept in memory', () => {
  it('answers from memory until a notification says the profile changed', async () => {
    const c = await customer(t.app);
    expect((await profileOn(t.app, c.auth)).firstName).toBe('Ada');
    // A change that publishes nothing (triggers off, as only a tampering owner could) is not seen: the
    // answer comes from memory.
    await t.ownerDb.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE users SET first_name = 'Hidden' WHERE id = ${c.userId}`.execute(trx);
    });
    expect((await profileOn(t.app, c.auth)).firstName).toBe('Ada');
    // The same change made normally is published, and the next read shows it.
    await sql`UPDATE users SET first_name = 'Grace' WHERE id = ${c.userId}`.execute(t.ownerDb);
    await eventually(
      async () => ((await profileOn(t.app, c.auth)).firstName === 'Grace' ? true : undefined),
      'the renamed profile',
    );
  });

  it('shows a write at once in the process that made it and soon in every other', async () => {
    const admin = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    expect((await profileOn(t.app, c.auth)).balance).toBe(0);
    expect((await profileOn(other.app, c.auth)).balance).toBe(0);
    await credit(t.app, admin.auth, c.userId, 125);
    // Same process: at once, without waiting for the notification.
    expect((await profileOn(t.app, c.auth)).balance).toBe(125);
    // The other process hears the balance change over NOTIFY.
    await eventually(
      async () => ((await profileOn(other.app, c.auth)).balance === 125 ? true : undefined),
      'the credited balance on the other instance',
      2_000,
    );
  });

  it('shows a new sign-in in the login activity on every instance', async () => {
    const c = await customer(t.app);
    const before = (await profileOn(other.app, c.auth)).loginActivities.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: c.password },
    });
    expect(res.statusCode).toBe(200);
    await eventually(
      async () =>
        (await profileOn(other.app, c.auth)).loginActivities.length === before + 1 ? true : undefined,
      'the new sign-in on the other instance',
      2_000,
    );
  });
});
