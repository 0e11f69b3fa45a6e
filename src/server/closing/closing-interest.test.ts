import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify-ledger';
import { accountsOf, adminSession, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { addDays, bankDay, daysInYear } from '../common/bank-calendar';

/*
 * A closure pays the interest savings earned before the balance leaves (issue 49 part 6): on a clock two days
 * ahead, a day the money sat in Savings has ended, so the closure posts its interest and sweeps it too.
 */
const DAY_MS = 86_400_000;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => new Date(Date.now() + 2 * DAY_MS) });
  admin = (await adminSession(t.app, t.db)).auth;
});
afterAll(() => t.close());

const balanceOf = async (accountId: string) =>
  BigInt(
    (
      await sql<{
        b: string;
      }>`SELECT balance_cents AS b FROM ledger_accounts WHERE id = ${accountId}`.execute(t.db)
    ).rows[0]!.b,
  );

describe('closing an account with savings that earn', () => {
  it('posts the interest accrued to the closure day, then sweeps it with the rest', async () => {
    const today = bankDay(new Date(), 'UTC');
    await sql`INSERT INTO interest_rates (rate_bp, effective_from) VALUES (500, ${addDays(today, -1)}::date)`.execute(
      t.ownerDb,
    );
    const saver = await customer(t.app, { firstName: 'Sam', lastName: 'Saver' });
    await setPin(t.app, saver.auth);
    await credit(t.app, admin, saver.userId, 20_000);
    const { checking, savings } = await accountsOf(t.app, saver.auth);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/accounts/moves',
      headers: saver.auth,
      payload: { from: checking._id, to: savings._id, amount: 20_000 },
    });
    expect(moved.statusCode, moved.body).toBe(201);

    const payee = await customer(t.app, { firstName: 'Pia', lastName: 'Payee' });
    const to = (await accountsOf(t.app, payee.auth)).checking;
    const before = await balanceOf(to._id);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/account/closure',
      headers: saver.auth,
      payload: {
        confirm: true,
        pincode: PIN,
        sweep: { bankName: 'Vault Bank', accountNumber: to.accountNumber, accountName: 'Pia Payee' },
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    // The daily job never ran here, so the closure accrues the day before its own (tomorrow on the real
    // clock), when the $20,000 sat in Savings at 5 %: one day's interest, rounded once.
    const day = addDays(today, 1);
    const expected = BigInt(Math.round((2_000_000 * 500) / 10_000 / daysInYear(day)));
    const interest = await sql<{ amount_cents: string }>`
      SELECT amount_cents FROM payments WHERE account_id = ${savings._id} AND kind = 'interest'`.execute(
      t.db,
    );
    expect(interest.rows.map((r) => BigInt(r.amount_cents))).toEqual([expected]);
    expect((await balanceOf(to._id)) - before).toBe(2_000_000n + expected);
    expect(await balanceOf(savings._id)).toBe(0n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
