import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { customer, useTestApp } from '../test/test-app';
import { adminSession, credit, PIN, setPin, accountsOf } from '../test/money-helpers';

const t = useTestApp();

/** How many records the audit log holds. */
const auditCount = async () => {
  const count = t.db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n'));
  return (await count.executeTakeFirstOrThrow()).n;
};

describe('the audit log', () => {
  it('is used through a database role that may only insert and read it', async () => {
    const who = await sql<{ role: string }>`SELECT current_user AS role`.execute(t.db);
    expect(who.rows[0]!.role).toBe('vault_app');
    const grants = await sql<{ privilege_type: string }>`
      SELECT privilege_type FROM information_schema.role_table_grants
      WHERE grantee = 'vault_app' AND table_name = 'audit_log' ORDER BY 1`.execute(t.db);
    expect(grants.rows.map((g) => g.privilege_type)).toEqual(['INSERT', 'SELECT']);
  });

  it('records credits, settlements and returns with who, what, how much, why and from where', async () => {
    const admin = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: admin.auth,
      payload: { amount: 500, reason: 'Goodwill' },
    });
    const out = {
      amount: 10,
      paymentAccount: 'Checking',
      bankName: 'Other Bank',
      accountNumber: '123456789',
      accountName: 'Zed',
      pincode: PIN,
    };
    const a = (
      await t.app.inject({ method: 'POST', url: '/transfers/local', headers: c.auth, payload: out })
    ).json().transaction._id;
    const b = (
      await t.app.inject({ method: 'POST', url: '/transfers/local', headers: c.auth, payload: out })
    ).json().transaction._id;
    await t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${a}/approve`,
      headers: admin.auth,
      payload: {},
    });
    await t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${b}/reject`,
      headers: admin.auth,
      payload: { reason: 'Closed' },
    });

    const res = await t.app.inject({ url: `/admin/audit?actor=${admin._id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const records = res.json().records;
    expect(records.map((r: { action: string }) => r.action)).toEqual([
      'transfer_returned',
      'transfer_settled',
      'credit',
    ]);
    expect(records[2]).toMatchObject({
      target: c.userId,
      amount: 500,
      reason: 'Goodwill',
      ip: '127.0.0.1',
      actor: { _id: admin._id },
    });
    expect(records[0]).toMatchObject({ target: b, reason: 'Closed' });
    // Names, not only ids: the acting administrator's and, when the target is a user, theirs.
    expect(records[2].actor.name).toEqual(expect.stringMatching(/\S/));
    expect(records[2].targetName).toEqual(expect.stringMatching(/\S/));
    expect(records[0].targetName).toBeNull();
    const credits = await t.app.inject({ url: '/admin/audit?action=credit', headers: admin.auth });
    expect(credits.json().records).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/admin/audit?target=${a}`, headers: admin.auth })).json().records,
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/admin/audit?from=2000-01-01&to=2000-01-01', headers: admin.auth })).json()
        .records,
    ).toEqual([]);
    expect((await t.app.inject({ url: '/admin/audit', headers: c.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/audit/verify' })).statusCode).toBe(401);
  });

  it('writes nothing when the action is refused', async () => {
    const admin = await adminSession(t.app, t.db);
    const before = await auditCount();
    await t.app.inject({
      method: 'PUT',
      url: '/users/00000000-0000-4000-8000-000000000000/increase-balance',
      headers: admin.auth,
      payload: { amount: 5 },
    });
    const after = await auditCount();
    expect(after).toBe(before);
  });

  it('refuses updates and deletes, and its chain check finds an edited record', async () => {
    const admin = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    for (const amount of [1, 2, 3]) await credit(t.app, admin.auth, c.userId, amount);
    await accountsOf(t.app, c.auth);
    expect((await t.app.inject({ url: '/admin/audit/verify', headers: admin.auth })).json()).toMatchObject({
      ok: true,
      brokenAt: null,
    });
    // The app's role may not change it at all; even the owner is stopped by the trigger.
    await expect(sql`UPDATE audit_log SET reason = 'x'`.execute(t.db)).rejects.toThrow(/permission denied/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/permission denied/);
    await expect(sql`UPDATE audit_log SET reason = 'x'`.execute(t.ownerDb)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.ownerDb)).rejects.toThrow(/append-only/);
    // Someone with the power to switch the trigger off edits an amount: the chain shows where.
    const victim = (
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('amount_cents', '=', 200n)
        .executeTakeFirstOrThrow()
    ).id;
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(t.ownerDb);
    await sql`UPDATE audit_log SET amount_cents = 20000 WHERE id = ${victim}`.execute(t.ownerDb);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(t.ownerDb);
    const check = (await t.app.inject({ url: '/admin/audit/verify', headers: admin.auth })).json();
    expect(check).toMatchObject({ ok: false, brokenAt: String(victim) });
  });
});
