import { bankSuite } from '../test/bank-suite';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { balanceCents, PIN } from '../test/money-helpers';
import { customer } from '../test/test-app';
import { apply, countRows, feeIncomeCents, fundedCustomer } from './cards-test-helpers';

const s = bankSuite();

describe('POST /cards/applications', () => {
  it('takes the $50 fee to fee income at once and stores a Pending application', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const feesBefore = await feeIncomeCents(s.t.db);
    const res = await apply(s.t.app, c.auth, { account: 'Checking Account', pincode: PIN });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Application in progress...');
    expect(body.application).toMatchObject({
      brand: 'Gold Card',
      status: 'Pending',
      reason: null,
      account: 'Checking',
      fee: 50,
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
    expect(await feeIncomeCents(s.t.db)).toBe(feesBefore + 5_000n);

    const payment = await s.t.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', c.userId)
      .where('kind', '=', 'card_fee')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      description: 'Card fee',
      type: 'withdrawal',
      status: 'Successful',
      amount_cents: 5_000n,
      account_id: c.checking._id,
    });
    const postings = await s.t.db
      .selectFrom('postings as p')
      .innerJoin('ledger_accounts as credit', 'credit.id', 'p.credit_account_id')
      .select(['p.debit_account_id', 'credit.kind as credit_kind', 'p.amount_cents', 'p.code'])
      .where('p.payment_id', '=', payment.id)
      .execute();
    expect(postings).toEqual([
      { debit_account_id: c.checking._id, credit_kind: 'fee_income', amount_cents: 5_000n, code: 'fee' },
    ]);
    const statement = (await s.t.app.inject({ url: '/transactions', headers: c.auth })).json();
    expect(statement.transactions[0]).toMatchObject({
      description: 'Card fee',
      amount: 50,
      status: 'Successful',
    });
    expect(await verifyLedger(s.t.db)).toEqual([]);
  });

  it('accepts the other spellings of an account and the chosen brand', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const byName = await apply(s.t.app, c.auth, { account: 'Checking', pincode: PIN, brand: 'Black Card' });
    expect(byName.statusCode).toBe(201);
    expect(byName.json().application).toMatchObject({ brand: 'Black Card', account: 'Checking' });
    const byId = await apply(s.t.app, c.auth, { account: c.checking._id, pincode: PIN, brand: 'Gold Card' });
    expect(byId.statusCode).toBe(201);
    expect(await balanceCents(s.t.db, c.userId)).toBe(90_000n);
  });

  it('refuses a wrong PIN and a customer without a PIN, changing nothing', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const wrong = await apply(s.t.app, c.auth, { account: 'Checking Account', pincode: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 'wrong_pin', message: messages.pin.wrong });

    const noPin = await customer(s.t.app);
    const res = await apply(s.t.app, noPin.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('pin_not_set');
    for (const who of [c, noPin])
      expect(await countRows(s.t.db, who.userId)).toEqual({ applications: 0, payments: 0 });
    expect(await balanceCents(s.t.db, c.userId)).toBe(100_000n);
  });

  it('refuses insufficient funds with 422 and stores nothing', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth, 49.99);
    const feesBefore = await feeIncomeCents(s.t.db);
    for (const account of ['Checking Account', 'Savings Account']) {
      const res = await apply(s.t.app, c.auth, { account, pincode: PIN });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'insufficient_funds', message: messages.cards.insufficientFunds });
    }
    expect(await balanceCents(s.t.db, c.userId)).toBe(4_999n);
    expect(await feeIncomeCents(s.t.db)).toBe(feesBefore);
    expect(await countRows(s.t.db, c.userId)).toEqual({ applications: 0, payments: 0 });
  });

  it('refuses other account options, brands, missing or unknown fields with 400', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const bad: Record<string, unknown>[] = [
      { account: 'Account 3', pincode: PIN },
      { account: 'Credit Account', pincode: PIN },
      { account: '', pincode: PIN },
      { pincode: PIN },
      { account: 'Checking Account' },
      { account: 'Checking Account', pincode: '12345' },
      { account: 'Checking Account', pincode: PIN, brand: 'Platinum Card' },
      { account: 'Checking Account', pincode: PIN, cardNumber: '4111111111111111' },
    ];
    for (const body of bad) {
      const res = await apply(s.t.app, c.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect((await apply(s.t.app, c.auth, { account: 'Account 3', pincode: PIN })).json().message).toContain(
      'Choose Savings Account or Checking Account.',
    );
    expect(await countRows(s.t.db, c.userId)).toEqual({ applications: 0, payments: 0 });
  });

  it("answers 404 for another customer's account id", async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const other = await fundedCustomer(s.t.app, s.admin.auth);
    const res = await apply(s.t.app, c.auth, { account: other.checking._id, pincode: PIN });
    expect(res.statusCode).toBe(404);
    expect(await balanceCents(s.t.db, other.userId)).toBe(100_000n);
    expect(await countRows(s.t.db, c.userId)).toEqual({ applications: 0, payments: 0 });
  });

  it('replays the first answer for a repeated Idempotency-Key and charges once', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const key = { 'idempotency-key': 'card-apply-1' };
    const first = await apply(s.t.app, c.auth, { account: 'Checking Account', pincode: PIN }, key);
    const again = await apply(s.t.app, c.auth, { account: 'Checking Account', pincode: PIN }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().application._id).toBe(first.json().application._id);
    const other = await apply(
      s.t.app,
      c.auth,
      { account: 'Checking', pincode: PIN, brand: 'Black Card' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
    expect(await countRows(s.t.db, c.userId)).toEqual({ applications: 1, payments: 1 });
  });

  it('refuses a second pending application of the same brand without charging again', async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    expect((await apply(s.t.app, c.auth)).statusCode).toBe(201);
    const second = await apply(s.t.app, c.auth, { account: 'Checking', pincode: PIN, brand: 'Gold Card' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(messages.cards.alreadyPending('Gold Card'));
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
    expect(await countRows(s.t.db, c.userId)).toEqual({ applications: 1, payments: 1 });
  });

  it('answers 401 signed out and 403 to an administrator', async () => {
    expect((await apply(s.t.app, {})).statusCode).toBe(401);
    expect((await s.t.app.inject({ url: '/cards' })).statusCode).toBe(401);
    expect((await apply(s.t.app, s.admin.auth)).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/cards', headers: s.admin.auth })).statusCode).toBe(403);
  });
});

describe('GET /cards', () => {
  it("lists only the caller's own applications, newest first", async () => {
    const c = await fundedCustomer(s.t.app, s.admin.auth);
    const other = await fundedCustomer(s.t.app, s.admin.auth);
    await apply(s.t.app, c.auth, { account: 'Checking', pincode: PIN, brand: 'Black Card' });
    await apply(s.t.app, c.auth, { account: 'Checking', pincode: PIN, brand: 'Gold Card' });
    await apply(s.t.app, other.auth);
    const res = await s.t.app.inject({ url: '/cards', headers: c.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cards).toEqual([]);
    expect(body.applications.map((a: { brand: string }) => a.brand)).toEqual(['Gold Card', 'Black Card']);
    expect(body.applications[0]).toMatchObject({ status: 'Pending', reason: null });
    expect(Object.keys(body.applications[0])).toEqual(
      expect.arrayContaining(['_id', 'brand', 'status', 'reason', 'createdAt']),
    );
  });
});
