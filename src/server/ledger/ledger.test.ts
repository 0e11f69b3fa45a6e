import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import {
  accountsOf,
  adminSession,
  balanceCents,
  bankCreditRequest,
  credit,
  PIN,
  setPin,
} from '../test/money-helpers';
import { verifyLedger } from './verify-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DAILY_TRANSFER_LIMIT: '10000000' });
});
afterAll(() => t.close());

describe('the ledger under concurrent transfers', () => {
  it('keeps every invariant through hundreds of simultaneous transfers, double spends and retries', async () => {
    const admin = await adminSession(t.app, t.db);
    type Person = Awaited<ReturnType<typeof customer>> &
      Awaited<ReturnType<typeof accountsOf>> & { first: string; last: string };
    const people: Person[] = [];
    for (const [first, last] of [
      ['Ann', 'One'],
      ['Ben', 'Two'],
      ['Cat', 'Three'],
      ['Dan', 'Four'],
    ] as const) {
      const c = await customer(t.app, { firstName: first, lastName: last });
      await setPin(t.app, c.auth);
      await credit(t.app, admin.auth, c.userId, 1000);
      people.push({ ...c, ...(await accountsOf(t.app, c.auth)), first, last });
    }
    const startTotal = 4n * 100_000n;
    type Attempt = { key: string; from: number; status: number; paymentId?: string };
    const attempts: Attempt[] = [];
    // A plan of transfers in all directions; every fifth repeats the one before it with the same key and
    // body, as a client retrying an unknown outcome would.
    const plan: { key: string; from: number; to: number; amount: number }[] = [];
    for (let i = 0; i < 300; i++) {
      const from = i % 4;
      const to = (from + 1 + (i % 3)) % 4;
      plan.push(i % 5 === 4 ? { ...plan[i - 1]! } : { key: `c-${i}`, from, to, amount: 50 + (i % 13) * 10 });
    }
    const jobs = plan.map(async ({ key, from, to, amount }) => {
      const receiver = people[to]!;
      const res = await t.app.inject({
        method: 'POST',
        url: '/transfers/local',
        headers: { ...people[from]!.auth, 'idempotency-key': key },
        payload: {
          amount,
          paymentAccount: 'Checking',
          bankName: 'Vault Bank',
          accountNumber: receiver.checking.accountNumber,
          accountName: `${receiver.first} ${receiver.last}`,
          pincode: PIN,
        },
      });
      attempts.push({
        key,
        from,
        status: res.statusCode,
        paymentId: res.statusCode === 201 ? res.json().transaction._id : undefined,
      });
    });
    await Promise.all(jobs);

    expect(
      attempts.every((a) => [201, 409, 422].includes(a.status)),
      JSON.stringify(attempts.filter((a) => ![201, 409, 422].includes(a.status))),
    ).toBe(true);
    expect(attempts.filter((a) => a.status === 201).length).toBeGreaterThan(20);
    expect(await verifyLedger(t.db)).toEqual([]);

    // Every acknowledged payment exists exactly once, and a retried key never took effect twice.
    const acknowledged = new Set(attempts.filter((a) => a.paymentId).map((a) => a.paymentId!));
    const stored = await t.db
      .selectFrom('payments')
      .select(['id'])
      .where('kind', '=', 'local_transfer')
      .execute();
    const storedIds = stored.map((s) => s.id);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    for (const id of acknowledged) expect(storedIds).toContain(id);
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .select(['user_id', 'key', 'payment_id'])
      .where('result_code', '=', 'ok')
      .execute();
    expect(keys.length).toBe(storedIds.length);

    // Money was only moved between the four and into fee income: the customers' total fell by the fees.
    const fees = await sql<{
      fees: bigint;
    }>`SELECT coalesce(sum(amount_cents), 0)::bigint AS fees FROM postings WHERE code = 'fee'`.execute(t.db);
    let total = 0n;
    for (const p of people)
      total += (await balanceCents(t.db, p.userId)) + (await balanceCents(t.db, p.userId, 'savings'));
    expect(total + fees.rows[0]!.fees).toBe(startTotal);
  }, 120_000);
});

describe('verifyLedger', () => {
  it('finds a stored balance that no longer matches its postings', async () => {
    const c = await customer(t.app);
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance_cents: 1n })
      .where('user_id', '=', c.userId)
      .where('kind', '=', 'savings')
      .execute();
    const violations = await verifyLedger(t.db);
    expect(violations.map((v) => v.invariant)).toContain('stored balance equals credits minus debits');
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance_cents: 0n })
      .where('user_id', '=', c.userId)
      .where('kind', '=', 'savings')
      .execute();
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('finds a day total that no longer matches that day’s payments', async () => {
    const admin = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    await credit(t.app, admin.auth, c.userId, 5);
    const bump = (cents: bigint) =>
      sql`UPDATE payment_day_totals SET inflow_cents = inflow_cents + ${cents} WHERE user_id = ${c.userId}`.execute(
        t.db,
      );
    await bump(1n);
    const violations = await verifyLedger(t.db);
    expect(violations.map((v) => v.invariant)).toEqual(["each customer's day totals equal that day's payments"]);
    expect(violations[0]!.detail).toMatchObject({ user_id: c.userId, inflow: 500n, inflow_cents: 501n });
    await bump(-1n);
    expect(await verifyLedger(t.db)).toEqual([]);
    // A line moved to another day (an owner correcting a date) takes its totals with it.
    await sql`UPDATE payments SET created_at = created_at - interval '40 days' WHERE user_id = ${c.userId}`.execute(
      t.ownerDb,
    );
    const days = await sql<{ day: Date; inflow_cents: bigint }>`
      SELECT day, inflow_cents FROM payment_day_totals WHERE user_id = ${c.userId} ORDER BY day`.execute(t.db);
    expect(days.rows.map((r) => r.inflow_cents)).toEqual([500n, 0n]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('refuses to change or delete a posting, and a negative deposit balance', async () => {
    // The app's role may not change postings at all; even the owner is stopped by the trigger.
    await expect(sql`UPDATE postings SET amount_cents = amount_cents + 1`.execute(t.db)).rejects.toThrow(
      /permission denied/,
    );
    await expect(sql`DELETE FROM postings`.execute(t.db)).rejects.toThrow(/permission denied/);
    await expect(sql`UPDATE postings SET amount_cents = amount_cents + 1`.execute(t.ownerDb)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`DELETE FROM postings`.execute(t.ownerDb)).rejects.toThrow(/immutable/);
    await expect(
      sql`UPDATE ledger_accounts SET balance_cents = -1 WHERE kind = 'checking'`.execute(t.db),
    ).rejects.toThrow(/customer_deposit_shape/);
  });

  it('refuses a payment line whose customer does not hold its account, and posts nothing', async () => {
    const ada = await customer(t.app);
    const bob = await customer(t.app);
    const bobChecking = (await accountsOf(t.app, bob.auth)).checking._id;
    // Ada's line on Bob's account: the check of (account, holder) refuses it
    // (`db/functions/13_ledger_references.sql`).
    const request = bankCreditRequest(ada.userId, bobChecking);
    const id = request.payments[0]!.id;
    await expect(
      sql`SELECT code FROM post_payments(${JSON.stringify([request])}::jsonb)`.execute(t.db),
    ).rejects.toThrow(/must hold its account/);
    expect(await balanceCents(t.db, bob.userId)).toBe(0n);
    const written = await sql<{ n: bigint }>`SELECT count(*) AS n FROM payments WHERE id = ${id}`.execute(
      t.db,
    );
    expect(written.rows[0]!.n).toBe(0n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
