import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTransferBody } from '../../shared/schemas/transfers';
import { batchJson, type PostedRow, type PostRequest } from '../ledger/post-payment';
import { verifyLedger } from '../ledger/verify-ledger';
import { loadPinKey } from '../pin/pin-key';
import { accountsOf, adminSession, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { localTransferRequest, requestDeps, type TransferDeps } from '../transfers/transfers-service';

// The PIN as post_payments' decide phase counts it (db/functions/53_post_payments_decide.sql), request by
// request in arrival order within one batch, under the payer's row lock.
let t: TestApp;
let deps: TransferDeps;
let admin: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t.app, t.db);
  deps = {
    ...requestDeps(t.config, loadPinKey(t.config.dataDir, t.config.pinKey)),
    pipeline: t.app.paymentPipeline,
    db: t.db,
  };
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

async function payer() {
  const c = await customer(t.app, { firstName: 'Pin', lastName: 'Payer' });
  await setPin(t.app, c.auth);
  await credit(t.app, admin.auth, c.userId, 1000);
  return { ...c, ...(await accountsOf(t.app, c.auth)) };
}

const schema = localTransferBody(100_000_00n);
function pay(from: Awaited<ReturnType<typeof payer>>, to: Awaited<ReturnType<typeof payer>>, pin: string) {
  const body = schema.parse({
    amount: 1,
    paymentAccount: 'Checking',
    bankName: 'Vault Bank',
    accountNumber: to.checking.accountNumber,
    accountName: `${to.firstName} ${to.lastName}`,
    pincode: pin,
  });
  return localTransferRequest(deps, { userId: from.userId }, body);
}

async function post(requests: PostRequest[]) {
  const result = await sql<PostedRow>`SELECT * FROM post_payments(${batchJson(requests)}::jsonb)`.execute(
    t.db,
  );
  return result.rows.map((r) => r.code);
}

async function pinState(userId: string) {
  return t.db
    .selectFrom('users')
    .select(['pin_failures', 'pin_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('the PIN in a batch', () => {
  it('counts wrong PINs in arrival order, and a right one clears the count', async () => {
    const [a, b] = [await payer(), await payer()];
    expect(await post([pay(a, b, '0000'), pay(a, b, '0000'), pay(a, b, PIN)])).toEqual([
      'wrong_pin',
      'wrong_pin',
      'ok',
    ]);
    expect(await pinState(a.userId)).toEqual({ pin_failures: 0, pin_locked_until: null });
    expect(await post([pay(a, b, '0000'), pay(a, b, '0000')])).toEqual(['wrong_pin', 'wrong_pin']);
    expect((await pinState(a.userId)).pin_failures).toBe(2);
  });

  it('locks at the third wrong PIN, refuses even the right one while locked, and counts from nothing once it ran out', async () => {
    const [a, b] = [await payer(), await payer()];
    const before = Date.now();
    expect(await post([pay(a, b, '0000'), pay(a, b, '0000'), pay(a, b, '0000'), pay(a, b, PIN)])).toEqual([
      'wrong_pin',
      'wrong_pin',
      'wrong_pin',
      'pin_locked',
    ]);
    const locked = await pinState(a.userId);
    expect(locked.pin_failures).toBe(3);
    expect(locked.pin_locked_until!.getTime()).toBeGreaterThan(before + 29 * 60_000);
    // The lock runs out: the next wrong PIN is the first of a new count, and nothing is locked.
    await sql`UPDATE users SET pin_locked_until = now() - interval '1 minute' WHERE id = ${a.userId}`.execute(
      t.db,
    );
    expect(await post([pay(a, b, '0000')])).toEqual(['wrong_pin']);
    expect(await pinState(a.userId)).toEqual({ pin_failures: 1, pin_locked_until: null });
    // Run out again, then the right PIN: paid, with the count and lock cleared.
    await sql`UPDATE users SET pin_failures = 3, pin_locked_until = now() - interval '1 minute' WHERE id = ${a.userId}`.execute(
      t.db,
    );
    expect(await post([pay(a, b, PIN)])).toEqual(['ok']);
    expect(await pinState(a.userId)).toEqual({ pin_failures: 0, pin_locked_until: null });
  });
});
