import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { localTransferBody } from '../../shared/schemas/transfers';
import { loadPinKey } from '../pin/pin-key';
import { accountsOf, adminSession, balanceCents, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { localTransferRequest, requestDeps, type TransferDeps } from '../transfers/transfers-service';
import { appLoginUrl } from '../db/app-login';
import { createPool } from '../db/connection';
import { PaymentPipeline } from './payment-pipeline';
import { findPayment } from './payments-repository';
import { batchJson, toPostResult, type PostedRow, type PostRequest } from './post-payment';
import { verifyLedger } from './verify-ledger';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
let deps: TransferDeps;

beforeAll(async () => {
  t = await createTestApp({ DAILY_TRANSFER_LIMIT: '100' });
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

async function funded(dollars: number, firstName: string) {
  const c = await customer(t.app, { firstName, lastName: 'Batch' });
  await setPin(t.app, c.auth);
  if (dollars > 0) await credit(t.app, admin.auth, c.userId, dollars);
  return { ...c, ...(await accountsOf(t.app, c.auth)) };
}

type Person = Awaited<ReturnType<typeof funded>>;
const schema = localTransferBody(100_000_00n);

function pay(
  from: Person,
  to: Person,
  dollars: number,
  extra: { key?: string; pin?: string; account?: string } = {},
) {
  const body = schema.parse({
    amount: dollars,
    paymentAccount: extra.account ?? 'Checking',
    bankName: 'Vault Bank',
    accountNumber: to.checking.accountNumber,
    accountName: `${to.firstName} ${to.lastName}`,
    pincode: extra.pin ?? PIN,
  });
  return localTransferRequest(deps, { userId: from.userId, idempotencyKey: extra.key }, body);
}

/** Posts requests as one batch: one call of the SQL function, one transaction. */
async function postBatch(requests: PostRequest[]) {
  const result = await sql<PostedRow>`SELECT * FROM post_payments(${batchJson(requests)}::jsonb)`.execute(
    t.db,
  );
  return result.rows;
}

describe('one batch', () => {
  it('answers a payment written now as a read of it describes it, and as its replay does, fee waived or not', async () => {
    const eve = await funded(500, 'Eve');
    const fay = await funded(0, 'Fay');
    const toFay = pay(eve, fay, 25, { key: 'answer-1' });
    const ownSavings = pay(eve, { ...eve, checking: eve.savings }, 5, { key: 'answer-2' });
    const written = await postBatch([toFay, ownSavings]);
    const replays = await postBatch([toFay, ownSavings]);
    for (const i of [0, 1]) {
      expect(written[i]!.code).toBe('ok');
      expect(replays[i]!.replayed).toBe(true);
      // One shape from the database: the same JSON, key for key, for the first answer and its replay.
      expect(JSON.stringify(written[i]!.payment)).toBe(JSON.stringify(replays[i]!.payment));
      const stored = { ...(await findPayment(t.db, written[i]!.payment_id!))!, seq: 0n };
      const answered = toPostResult(written[i]!).payment!;
      const replayed = toPostResult(replays[i]!).payment!;
      expect(answered).toEqual(stored);
      expect(replayed).toEqual(stored);
      // The same text in the HTTP answer: the counterparty's keys in the order jsonb keeps them.
      expect(JSON.stringify(answered.counterparty)).toBe(JSON.stringify(stored.counterparty));
    }
    expect(toPostResult(written[0]!).payment!.fee_cents).toBe(3000n);
    expect(toPostResult(written[1]!).payment).toMatchObject({
      fee_cents: 0n,
      account_name: 'Checking',
    });
  });

  it('decides each payment on its own: successes, refusals, a wrong PIN, a replayed key, two that fit one at a time', async () => {
    const ada = await funded(1000, 'Ada');
    const bob = await funded(0, 'Bob');
    const cy = await funded(100, 'Cy');
    const dee = await funded(0, 'Dee');
    await credit(t.app, admin.auth, dee.userId, 90);
    const first = pay(ada, bob, 10, { key: 'k1' });
    const rows = await postBatch([
      first,
      pay(bob, ada, 10), // Bob has nothing: insufficient funds
      pay(ada, bob, 10, { pin: '0000' }), // wrong PIN, counted
      { ...first, payments: first.payments.map((p) => ({ ...p, id: crypto.randomUUID() })) }, // same key, same body
      pay(ada, bob, 11, { key: 'k1' }), // same key, other body
      pay(cy, bob, 60), // 60 + 30 fee = 90 of Cy's 100: fits
      pay(cy, bob, 60), // only one of the two fits
      pay(dee, { ...bob, checking: { ...bob.checking, accountNumber: '1999999999' } }, 1), // unknown account
    ]);
    expect(rows.map((r) => r.code)).toEqual([
      'ok',
      'insufficient_funds',
      'wrong_pin',
      'ok',
      'idempotency_key_reused',
      'ok',
      'insufficient_funds',
      'account_not_found',
    ]);
    expect(rows[3]!.replayed).toBe(true);
    expect(rows[3]!.payment_id).toBe(rows[0]!.payment_id);
    expect(toPostResult(rows[0]!).payment).toMatchObject({
      amount_cents: 1000n,
      fee_cents: 3000n,
      status: 'Successful',
    });
    expect(await balanceCents(t.db, ada.userId)).toBe(1000_00n - 40_00n);
    expect(await balanceCents(t.db, bob.userId)).toBe(70_00n);
    expect(await balanceCents(t.db, cy.userId)).toBe(10_00n);
    expect(await balanceCents(t.db, dee.userId)).toBe(90_00n);
    const pin = await t.db
      .selectFrom('users')
      .select('pin_failures')
      .where('id', '=', ada.userId)
      .executeTakeFirstOrThrow();
    expect(pin.pin_failures).toBe(1);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('applies one user’s payments in order across Checking and Savings for the daily limit', async () => {
    const eve = await funded(500, 'Eve');
    const own = await t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: eve.auth,
      payload: {
        amount: 60,
        paymentAccount: 'Checking',
        bankName: 'Vault Bank',
        accountNumber: eve.savings.accountNumber,
        accountName: `${eve.firstName} ${eve.lastName}`,
        pincode: PIN,
      },
    });
    expect(own.statusCode).toBe(201);
    const bob = await funded(0, 'Bob');
    // The limit is $100 a day and the $60 to her own Savings counts: of two $30 payments from her two
    // accounts, only the first fits.
    const rows = await postBatch([pay(eve, bob, 30, { account: 'Savings' }), pay(eve, bob, 30)]);
    expect(rows.map((r) => r.code)).toEqual(['ok', 'daily_limit_exceeded']);
    expect(await balanceCents(t.db, eve.userId, 'savings')).toBe(0n);
  });

  it('counts one payer’s calls against PAYMENT_RATE_LIMIT_PER_MINUTE in arrival order, a wrong PIN too', async () => {
    const fay = await funded(100, 'Fay');
    const bob = await funded(0, 'Bob');
    const limited = (r: PostRequest) => ({ ...r, paymentRateLimit: 3 });
    const rows = await postBatch(
      [pay(fay, bob, 1), pay(fay, bob, 1, { pin: '0000' }), pay(fay, bob, 1), pay(fay, bob, 1)].map(limited),
    );
    expect(rows.map((r) => r.code)).toEqual(['ok', 'wrong_pin', 'ok', 'payment_rate_limited']);
    // Refused by the limit, the key stays free: the same request may be sent again once the window ends.
    const next = await postBatch([limited(pay(fay, bob, 1, { key: 'fay-later' }))]);
    expect(next.map((r) => r.code)).toEqual(['payment_rate_limited']);
    await sql`UPDATE payment_rate_windows SET window_start = now() - interval '61 seconds' WHERE user_id = ${fay.userId}`.execute(
      t.ownerDb,
    );
    const later = await postBatch([limited(pay(fay, bob, 1, { key: 'fay-later' }))]);
    expect(later.map((r) => r.code)).toEqual(['ok']);
    expect(await balanceCents(t.db, bob.userId)).toBe(3_00n);
  });

  it('locks the merchant once and credits it with the batch’s sum', async () => {
    const shop = await funded(0, 'Shop');
    const payers = await Promise.all(['P', 'Q', 'R', 'S'].map((n) => funded(100, n)));
    const rows = await postBatch(payers.map((p) => pay(p, shop, 5)));
    expect(rows.every((r) => r.code === 'ok')).toBe(true);
    expect(await balanceCents(t.db, shop.userId)).toBe(20_00n);
  });
});

describe('the PIN in a batch, counted request by request in arrival order', () => {
  const pinState = (userId: string) =>
    t.db
      .selectFrom('users')
      .select(['pin_failures', 'pin_locked_until'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const codes = async (requests: PostRequest[]) => (await postBatch(requests)).map((r) => r.code);

  it('counts wrong PINs, and a right one clears the count', async () => {
    const [a, b] = [await funded(100, 'Gil'), await funded(0, 'Hal')];
    const wrong = () => pay(a, b, 1, { pin: '0000' });
    expect(await codes([wrong(), wrong(), pay(a, b, 1)])).toEqual(['wrong_pin', 'wrong_pin', 'ok']);
    expect(await pinState(a.userId)).toEqual({ pin_failures: 0, pin_locked_until: null });
    expect(await codes([wrong(), wrong()])).toEqual(['wrong_pin', 'wrong_pin']);
    expect((await pinState(a.userId)).pin_failures).toBe(2);
  });

  it('locks at the third wrong PIN, refuses the right one while locked, and counts from nothing once it ran out', async () => {
    const [a, b] = [await funded(100, 'Ivy'), await funded(0, 'Jon')];
    const wrong = () => pay(a, b, 1, { pin: '0000' });
    const before = Date.now();
    expect(await codes([wrong(), wrong(), wrong(), pay(a, b, 1)])).toEqual([
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
    expect(await codes([wrong()])).toEqual(['wrong_pin']);
    expect(await pinState(a.userId)).toEqual({ pin_failures: 1, pin_locked_until: null });
    // Run out again, then the right PIN: paid, the count and the lock cleared.
    await sql`UPDATE users SET pin_failures = 3, pin_locked_until = now() - interval '1 minute'
              WHERE id = ${a.userId}`.execute(t.db);
    expect(await codes([pay(a, b, 1)])).toEqual(['ok']);
    expect(await pinState(a.userId)).toEqual({ pin_failures: 0, pin_locked_until: null });
  });
});

describe('through the pipeline', () => {
  it('posts parallel transfers in shared batches, each answered with its own result', async () => {
    const shop = await funded(0, 'Shop');
    const payers = await Promise.all(Array.from({ length: 12 }, (_, i) => funded(i < 10 ? 100 : 0, `P${i}`)));
    const before = { ...t.app.paymentPipeline.stats };
    const answers = await Promise.all(
      payers.map((p) =>
        t.app.inject({
          method: 'POST',
          url: '/transfers/local',
          headers: p.auth,
          payload: {
            amount: 5,
            paymentAccount: 'Checking',
            bankName: 'Vault Bank',
            accountNumber: shop.checking.accountNumber,
            accountName: 'Shop Batch',
            pincode: PIN,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(10).fill(201), 422, 422]);
    const after = t.app.paymentPipeline.stats;
    expect(after.payments - before.payments).toBe(12);
    expect(after.batches - before.batches).toBeLessThan(12);
    expect(await balanceCents(t.db, shop.userId)).toBe(50_00n);
  });

  it('posts each request of a batch the database refused alone, so that only the bad one fails', async () => {
    const pool = createPool(appLoginUrl(t.databaseUrl, inject('appPassword')), 2);
    try {
      {
        const pipeline = new PaymentPipeline(pool, { maxBatch: 256, concurrency: 1 });
        const shop = await funded(0, 'Shop');
        const [a, b, c] = (await Promise.all(['A', 'B', 'C'].map((n) => funded(100, n)))) as [
          Person,
          Person,
          Person,
        ];
        // A posting of nothing breaks postings' CHECK (amount_cents > 0): the statement, so the batch, fails.
        const bad = pay(b, shop, 5);
        bad.postings[0]!.amountCents = 0n;
        const results = await Promise.allSettled(
          [pay(a, shop, 5), bad, pay(c, shop, 5)].map((r) => pipeline.post(r)),
        );
        expect(
          results.map((r) => (r.status === 'fulfilled' ? r.value.code : (r.reason as { code: string }).code)),
        ).toEqual(['ok', '23514', 'ok']);
        // The failed batch of three, then each of its requests alone.
        expect(pipeline.stats.batches).toBe(4);
        expect(await balanceCents(t.db, shop.userId)).toBe(10_00n);
        expect(await balanceCents(t.db, b.userId)).toBe(100_00n);
        await pipeline.close();
      }
    } finally {
      await pool.end();
    }
  });

  it('closes only once every payment posted to it has been answered, and posts again after', async () => {
    const pool = createPool(appLoginUrl(t.databaseUrl, inject('appPassword')), 2);
    try {
      const pipeline = new PaymentPipeline(pool, { maxBatch: 256, concurrency: 1 });
      const shop = await funded(0, 'Shop');
      const payers = await Promise.all(['D', 'E', 'F'].map((n) => funded(100, n)));
      let answered = 0;
      const posts = payers.map((p) => pipeline.post(pay(p, shop, 5)).then((r) => (answered++, r.code)));
      await pipeline.close();
      expect(answered).toBe(3);
      expect(await Promise.all(posts)).toEqual(['ok', 'ok', 'ok']);
      expect((await pipeline.post(pay(payers[0]!, shop, 5))).code).toBe('ok');
      await pipeline.close();
      expect(await balanceCents(t.db, shop.userId)).toBe(20_00n);
    } finally {
      await pool.end();
    }
  });

  it('answers every payment it holds before it closes, queued or at the database', async () => {
    const pool = createPool(appLoginUrl(t.databaseUrl, inject('appPassword')), 2);
    const locker = createPool(t.databaseUrl, 1);
    const hold = await locker.connect();
    try {
      const pipeline = new PaymentPipeline(pool, { maxBatch: 256, concurrency: 1 });
      const shop = await funded(0, 'Shut');
      const payers = await Promise.all(['J', 'K', 'L'].map((n) => funded(100, n)));
      // The first batch waits at the database for the shop's account; the second waits in the queue.
      await hold.query('BEGIN');
      await hold.query('SELECT 1 FROM ledger_accounts WHERE account_number = $1 FOR UPDATE', [
        shop.checking.accountNumber,
      ]);
      let answered = 0;
      const posts = payers.map((p) => pipeline.post(pay(p, shop, 5)).then((r) => (answered++, r.code)));
      await vi.waitUntil(() => pipeline.stats.mostInFlight === 1);
      posts.push(...payers.map((p) => pipeline.post(pay(p, shop, 5)).then((r) => (answered++, r.code))));
      let answeredAtClose = -1;
      const closed = pipeline.close().then(() => (answeredAtClose = answered));
      await new Promise((r) => setTimeout(r, 50));
      expect(answeredAtClose).toBe(-1);
      await hold.query('COMMIT');
      await closed;
      expect(answeredAtClose).toBe(6);
      expect(await Promise.all(posts)).toEqual(Array(6).fill('ok'));
      expect(pipeline.stats.batches).toBe(2);
      expect(await balanceCents(t.db, shop.userId)).toBe(30_00n);
    } finally {
      // A failed expectation must not leave the batch waiting for the lock, nor the pools for the batch.
      await hold.query('ROLLBACK');
      hold.release();
      await pool.end();
      await locker.end();
    }
  });

  it('sends a second batch while the first waits at the database; the two never both spend the same money', async () => {
    const pool = createPool(appLoginUrl(t.databaseUrl, inject('appPassword')), 3);
    const locker = createPool(t.databaseUrl, 1);
    try {
      const pipeline = new PaymentPipeline(pool, { maxBatch: 256, concurrency: 2 });
      const shop = await funded(0, 'Shop');
      const payers = await Promise.all(['G', 'H', 'I'].map((n) => funded(40, n)));
      // The shop's account held by another transaction: the first batch waits for it at the database.
      const hold = await locker.connect();
      await hold.query('BEGIN');
      await hold.query('SELECT 1 FROM ledger_accounts WHERE account_number = $1 FOR UPDATE', [
        shop.checking.accountNumber,
      ]);
      const first = payers.map((p) => pipeline.post(pay(p, shop, 6)));
      await new Promise((r) => setImmediate(r));
      // As many as went first, so the second batch goes now, beside the first. Each payer can afford one
      // transfer ($6 and the $30 fee). Which batch takes the locks first is not fixed: requests in flight at
      // the same time have no order, as two HTTP requests sent side by side have none.
      const second = payers.map((p) => pipeline.post(pay(p, shop, 6)));
      await vi.waitUntil(() => pipeline.stats.mostInFlight === 2);
      await hold.query('COMMIT');
      hold.release();
      const [a, b] = [await Promise.all(first), await Promise.all(second)];
      for (let i = 0; i < payers.length; i++) {
        expect([a[i]!.code, b[i]!.code].sort()).toEqual(['insufficient_funds', 'ok']);
      }
      expect(pipeline.stats.batches).toBe(2);
      expect(await balanceCents(t.db, shop.userId)).toBe(18_00n);
      for (const p of payers) expect(await balanceCents(t.db, p.userId)).toBe(4_00n);
    } finally {
      await pool.end();
      await locker.end();
    }
  });
});
