import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { verifyLedger } from '../ledger/verify-ledger';
import {
  accountsOf,
  adminSession,
  balanceCents,
  credit,
  dollarToNowhere,
  PIN,
  setPin,
} from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';

/** Controls on money movement attacked the way a stolen session or a prober would, in parallel. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;

beforeAll(async () => {
  t = await createTestApp({
    UNVERIFIED_DAILY_LIMIT: '1000',
    DAILY_TRANSFER_LIMIT: '2000',
    PAYMENT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  admin = await adminSession(t.app, t.db);
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

async function funded(dollars: number, firstName = 'Ada', lastName = 'Control') {
  const c = await customer(t.app, { firstName, lastName });
  await setPin(t.app, c.auth);
  if (dollars > 0) await credit(t.app, admin.auth, c.userId, dollars);
  return { ...c, ...(await accountsOf(t.app, c.auth)) };
}
type Person = Awaited<ReturnType<typeof funded>>;

const send = (from: Person, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/transfers/local',
    headers: from.auth,
    payload: { paymentAccount: 'Checking', bankName: 'Vault Bank', pincode: PIN, ...body },
  });
const to = (p: Person, amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  accountNumber: p.checking.accountNumber,
  accountName: `${p.firstName} ${p.lastName}`,
  ...extra,
});
const paymentsOf = async (userId: string) =>
  Number(
    (
      await t.db
        .selectFrom('payments')
        .select((e) => e.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function approveKyc(userId: string) {
  await t.ownerDb
    .insertInto('kyc_submissions')
    .values({
      user_id: userId,
      id_number: 'AB-1234',
      id_front_name: 'f',
      id_front_mime: 'image/png',
      id_back_name: 'b',
      id_back_mime: 'image/png',
      proof_of_address_name: 'p',
      proof_of_address_mime: 'image/png',
      status: 'Approved',
      decided_by: admin._id,
      decided_at: new Date(),
    })
    .execute();
}

describe('PIN guessing in parallel', () => {
  it('evaluates at most three wrong PINs of 200 sent at once, locks the PIN and moves no money', async () => {
    const victim = await funded(5000, 'Vic');
    const thief = await funded(0, 'Tom');
    const pins = Array.from({ length: 200 }, (_, i) => String(1000 + i).padStart(4, '0'));
    pins[100] = PIN; // the right one, among the guesses
    const answers = await Promise.all(pins.map((pincode) => send(victim, { ...to(thief, 10), pincode })));
    const codes = answers.map((a) => (a.json() as { code?: string }).code);
    expect(codes.filter((c) => c === 'wrong_pin').length).toBeLessThanOrEqual(3);
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    expect(answers[100]!.statusCode).toBe(429);
    expect(await balanceCents(t.db, victim.userId)).toBe(5000_00n);
    expect(await paymentsOf(thief.userId)).toBe(0);
    const row = await t.db
      .selectFrom('users')
      .select('pin_locked_until')
      .where('id', '=', victim.userId)
      .executeTakeFirstOrThrow();
    expect(row.pin_locked_until!.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});

describe('daily limit across accounts', () => {
  it('never lets 20 parallel transfers from Checking and Savings pass the limit together', async () => {
    const ada = await funded(5000, 'Ada');
    await approveKyc(ada.userId);
    // Half to Savings first ($1,000 of the $2,000 limit: moving to her own Savings counts as a transfer).
    expect((await send(ada, { ...to(ada, 1000), accountNumber: ada.savings.accountNumber })).statusCode).toBe(
      201,
    );
    const bob = await funded(0, 'Bob');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(ada, { ...to(bob, 100), paymentAccount: i % 2 ? 'Savings' : 'Checking' }),
      ),
    );
    const sent = answers.filter((a) => a.statusCode === 201).length;
    expect(sent).toBe(10);
    expect(
      answers.filter((a) => a.statusCode === 422).every((a) => a.json().code === 'daily_limit_exceeded'),
    ).toBe(true);
    expect(await balanceCents(t.db, bob.userId)).toBe(1000_00n);
  });
});

describe('payee checks', () => {
  it('answers at most 10 unknown-account or wrong-name checks an hour, then 429 without looking', async () => {
    const ada = await funded(1000, 'Ada');
    const bob = await funded(0, 'Bob');
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(ada, {
          ...to(bob, 1),
          accountName: i % 2 ? 'Wrong Name' : `${bob.firstName} ${bob.lastName}`,
          accountNumber: i % 2 ? bob.checking.accountNumber : `19000000${10 + i}`,
        }),
      ),
    );
    const codes = guesses.map((g) => g.json().code as string);
    expect(codes.filter((c) => c === 'account_not_found' || c === 'account_name_mismatch').length).toBe(10);
    expect(codes.filter((c) => c === 'payee_checks_exhausted').length).toBe(2);
    // Now even the right details are not checked for the rest of the hour.
    const right = await send(ada, to(bob, 1));
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(messages.transfer.payeeChecksExhausted);
    expect(await paymentsOf(bob.userId)).toBe(0);
  });

  it('tells someone who cannot pay about their funds before anything about the holder', async () => {
    const broke = await funded(0, 'Broke');
    const bob = await funded(0, 'Bob');
    const res = await send(broke, to(bob, 5, { accountName: 'Somebody Else' }));
    expect(res.json().code).toBe('insufficient_funds');
  });
});

describe('identity gates money', () => {
  it('caps outgoing transfers before KYC is approved and lifts the cap after', async () => {
    const ada = await funded(3000, 'Ada');
    const bob = await funded(0, 'Bob');
    expect((await send(ada, to(bob, 900))).statusCode).toBe(201);
    const over = await send(ada, to(bob, 200));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ code: 'kyc_required', message: messages.kyc.transferCap });
    expect(over.json().message).toContain('/KycVerificationPage');
    expect(await balanceCents(t.db, bob.userId)).toBe(900_00n);
    await approveKyc(ada.userId);
    expect((await send(ada, to(bob, 200))).statusCode).toBe(201);
  });
});

describe('velocity', () => {
  it('answers 429 past PAYMENT_RATE_LIMIT_PER_MINUTE money-moving calls of one customer', async () => {
    const slow = await createTestApp({ PAYMENT_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const c = await customer(slow.app);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await slow.app.inject({
          method: 'POST',
          url: '/transfers/local',
          headers: c.auth,
          payload: dollarToNowhere(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    } finally {
      await slow.close();
    }
  });
});
