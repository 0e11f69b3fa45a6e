import { bankSuite } from '../test/bank-suite';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { customer } from '../test/test-app';
import { accountsOf, balanceCents, credit, PIN, rentTo, setPin, type Payee } from '../test/money-helpers';

const s = bankSuite({ DAILY_TRANSFER_LIMIT: '20000', TRANSFER_MAX_AMOUNT: '10000' });

async function fundedCustomer(amount = 1000, firstName = 'Ada', lastName = 'Lovelace') {
  const c = await customer(s.t.app, { firstName, lastName });
  await setPin(s.t.app, c.auth);
  if (amount > 0) await credit(s.t.app, s.admin.auth, c.userId, amount);
  const accounts = await accountsOf(s.t.app, c.auth);
  return { ...c, ...accounts };
}

const local = (
  auth: Record<string, string>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  s.t.app.inject({
    method: 'POST',
    url: '/transfers/local',
    headers: { ...auth, ...headers },
    payload: body,
  });

const toBank = (to: Payee, amount: unknown = 100) => rentTo(to, amount);

describe('administrator credit', () => {
  it('raises Checking by exactly the amount and shows a Successful deposit in the statement', async () => {
    const c = await customer(s.t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await s.t.app.inject({
      method: 'PUT',
      url: `/users/${c.userId}/increase-balance`,
      headers: s.admin.auth,
      payload: { amount: 250.75, reason: 'Opening deposit' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Added $250.75 to Grace Hopper's balance");
    expect(await balanceCents(s.t.db, c.userId)).toBe(25_075n);
    const statement = (await s.t.app.inject({ url: '/transactions', headers: c.auth })).json();
    expect(statement.transactions[0]).toMatchObject({
      type: 'deposit',
      description: 'Bank credit',
      amount: 250.75,
      status: 'Successful',
      account: 'Checking',
    });
    const profile = (await s.t.app.inject({ url: '/users/profile', headers: c.auth })).json();
    expect(profile).toMatchObject({ balance: 250.75, inflow: 250.75, outflow: 0, savingsBalance: 0 });
  });

  it('refuses customers, bad amounts and unknown users, changing nothing', async () => {
    const c = await customer(s.t.app);
    expect(
      (
        await s.t.app.inject({
          method: 'PUT',
          url: `/users/${c.userId}/increase-balance`,
          headers: c.auth,
          payload: { amount: 5 },
        })
      ).statusCode,
    ).toBe(403);
    for (const amount of [-1, 0, 0.001, 1e308, '1e3', true, [1], null]) {
      const res = await s.t.app.inject({
        method: 'PUT',
        url: `/users/${c.userId}/increase-balance`,
        headers: s.admin.auth,
        payload: { amount },
      });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    expect(
      (
        await s.t.app.inject({
          method: 'PUT',
          url: `/users/${s.admin._id}/increase-balance`,
          headers: s.admin.auth,
          payload: { amount: 5 },
        })
      ).statusCode,
    ).toBe(404);
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
  });
});

describe('PIN', () => {
  it('sets a first PIN, then changes it only with the current one', async () => {
    const c = await customer(s.t.app);
    const change = (payload: object) =>
      s.t.app.inject({ method: 'POST', url: '/users/api/auth/change-pin', headers: c.auth, payload });
    expect((await change({ newPin: '12a4' })).json().message).toContain(messages.pin.exactlyFour);
    expect((await change({ newPin: '١٢٣٤' })).statusCode).toBe(400);
    const pinSet = async () =>
      (await s.t.app.inject({ url: '/users/api/auth/pin', headers: c.auth })).json().pinSet;
    expect(await pinSet()).toBe(false);
    const first = await change({ newPin: '1111' });
    expect(first.statusCode).toBe(200);
    expect(await pinSet()).toBe(true);
    expect(first.json().message).toBe(messages.pin.success);
    expect((await change({ newPin: '2222' })).json().message).toBe(messages.pin.oldRequired);
    expect((await change({ oldPin: '9999', newPin: '2222' })).json().message).toBe(messages.pin.wrongCurrent);
    expect((await change({ oldPin: '1111', newPin: '2222' })).statusCode).toBe(200);
    const stored = await s.t.db
      .selectFrom('users')
      .select('pin_hmac')
      .where('id', '=', c.userId)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('says so when a PIN-protected call is made before a PIN is set', async () => {
    const a = await customer(s.t.app);
    const b = await fundedCustomer(0);
    const res = await local(a.auth, toBank(b));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: messages.pin.notSet, code: 'pin_not_set' });
  });

  it('locks PIN use for 30 minutes after 3 wrong PINs, even with the right one', async () => {
    const a = await fundedCustomer(1000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    for (let i = 0; i < 3; i++) {
      const res = await local(a.auth, { ...toBank(b), pincode: '0000' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.pin.wrong, code: 'wrong_pin' });
    }
    const locked = await local(a.auth, toBank(b));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.pin.locked, code: 'pin_locked' });
    expect(await balanceCents(s.t.db, a.userId)).toBe(100_000n);
    await s.t.db
      .updateTable('users')
      .set({ pin_locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', a.userId)
      .execute();
    expect((await local(a.auth, toBank(b))).statusCode).toBe(201);
  });
});

describe('local transfers', () => {
  it('moves $100 to another customer at once and takes the $30 fee', async () => {
    const a = await fundedCustomer(1000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    const res = await local(a.auth, { ...toBank(b), accountName: '  bob   STONE ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.transfer.localSuccess);
    expect(res.json().transaction).toMatchObject({
      type: 'withdrawal',
      description: 'Local transfer',
      amount: 100,
      fee: 30,
      status: 'Successful',
    });
    expect(await balanceCents(s.t.db, a.userId)).toBe(87_000n);
    expect(await balanceCents(s.t.db, b.userId)).toBe(10_000n);
    const bStatement = (await s.t.app.inject({ url: '/transactions', headers: b.auth })).json();
    expect(bStatement.transactions[0]).toMatchObject({
      type: 'deposit',
      amount: 100,
      fee: 0,
      status: 'Successful',
    });
    // The customer's receipt has no ledger postings; an administrator's view of it has them.
    const receiptUrl = `/transactions/${res.json().transaction._id}`;
    const receipt = (await s.t.app.inject({ url: receiptUrl, headers: a.auth })).json();
    expect(receipt).toMatchObject({ amount: 100, fee: 30 });
    expect(receipt).not.toHaveProperty('postings');
    const audited = (await s.t.app.inject({ url: receiptUrl, headers: s.admin.auth })).json();
    expect(audited.postings.map((p: { code: string; amount: number }) => [p.code, p.amount])).toEqual([
      ['principal', 100],
      ['fee', 30],
    ]);
    const bReceiptUrl = `/transactions/${bStatement.transactions[0]._id}`;
    expect((await s.t.app.inject({ url: bReceiptUrl, headers: b.auth })).json()).not.toHaveProperty(
      'postings',
    );
    const bAudited = (await s.t.app.inject({ url: bReceiptUrl, headers: s.admin.auth })).json();
    expect(bAudited.postings.map((p: { code: string }) => p.code)).toEqual(['principal']);
    expect(
      (await s.t.app.inject({ url: `/transactions/${res.json().transaction._id}`, headers: b.auth }))
        .statusCode,
    ).toBe(404);
    const profile = (await s.t.app.inject({ url: '/users/profile', headers: a.auth })).json();
    expect(profile).toMatchObject({ balance: 870, inflow: 1000, outflow: 130 });
  });

  it("moves money between the customer's own accounts without a fee", async () => {
    const a = await fundedCustomer(500);
    const res = await local(a.auth, {
      ...toBank(a),
      accountNumber: a.savings.accountNumber,
      amount: '200.50',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().transaction.fee).toBe(0);
    expect(await balanceCents(s.t.db, a.userId, 'checking')).toBe(29_950n);
    expect(await balanceCents(s.t.db, a.userId, 'savings')).toBe(20_050n);
    const back = await local(a.auth, {
      ...toBank(a),
      paymentAccount: a.savings._id,
      accountNumber: a.checking.accountNumber,
      amount: 50,
    });
    expect(back.statusCode).toBe(201);
    expect(await balanceCents(s.t.db, a.userId, 'savings')).toBe(15_050n);
  });

  it.each([
    ['an unknown account number', { accountNumber: '1000000001' }, 422, 'account_not_found'],
    ["a name that is not the holder's", { accountName: 'Someone Else' }, 422, 'account_name_mismatch'],
    ['more than the balance with the fee', { amount: 980 }, 422, 'insufficient_funds'],
    ['an amount above the per-transfer limit', { amount: 10000.01 }, 400, 'invalid_input'],
    [
      "an account that is not the caller's",
      { paymentAccount: '00000000-0000-4000-8000-000000000000' },
      404,
      'account_not_found',
    ],
    ['a malformed account number', { accountNumber: '12ab' }, 400, 'invalid_input'],
    ['a missing bank name', { bankName: '' }, 400, 'invalid_input'],
    ['an extra field', { fee: 0 }, 400, 'invalid_input'],
  ])('refuses %s and changes nothing', async (_name, change, status, code) => {
    const a = await fundedCustomer(1000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    const res = await local(a.auth, { ...toBank(b, 960), ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await balanceCents(s.t.db, a.userId)).toBe(100_000n);
    expect(await balanceCents(s.t.db, b.userId)).toBe(0n);
  });

  it.each([-1, 0, 0.001, 1e308, '1e3', true, [1], null, 'abc'])(
    'refuses the amount %j with 400',
    async (amount) => {
      const a = await fundedCustomer(10);
      const b = await fundedCustomer(0, 'Bob', 'Stone');
      const res = await local(a.auth, toBank(b, amount));
      expect(res.statusCode).toBe(400);
      expect(await balanceCents(s.t.db, a.userId)).toBe(1_000n);
    },
  );

  it('refuses a transfer to the same account', async () => {
    const a = await fundedCustomer(500);
    const res = await local(a.auth, { ...toBank(a), accountNumber: a.checking.accountNumber });
    expect(res.json().code).toBe('same_account');
  });

  it('enforces the daily limit across transfers', async () => {
    const a = await fundedCustomer(0);
    await credit(s.t.app, s.admin.auth, a.userId, 50_000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    expect((await local(a.auth, toBank(b, 10_000))).statusCode).toBe(201);
    expect((await local(a.auth, toBank(b, 9_000))).statusCode).toBe(201);
    const over = await local(a.auth, toBank(b, 1_000.01));
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('daily_limit_exceeded');
  });

  it('sends to another bank through clearing as Processing until settled or returned', async () => {
    const a = await fundedCustomer(1000);
    const out = {
      amount: 100,
      paymentAccount: 'Checking',
      bankName: 'Other Bank',
      accountNumber: '123456789',
      accountName: 'Zed',
      pincode: PIN,
    };
    const first = await local(a.auth, out);
    expect(first.json().transaction.status).toBe('Processing');
    const second = await local(a.auth, { ...out, amount: 200 });
    expect(await balanceCents(s.t.db, a.userId)).toBe(100_000n - 13_000n - 23_000n);
    const queue = (
      await s.t.app.inject({ url: '/admin/transfers?status=Processing', headers: s.admin.auth })
    ).json();
    expect(queue.map((q: { _id: string }) => q._id)).toEqual(
      expect.arrayContaining([first.json().transaction._id, second.json().transaction._id]),
    );
    expect((await s.t.app.inject({ url: '/admin/transfers', headers: a.auth })).statusCode).toBe(403);

    const settle = await s.t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${first.json().transaction._id}/approve`,
      headers: s.admin.auth,
      payload: {},
    });
    expect(settle.json().transaction.status).toBe('Successful');
    const ret = await s.t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${second.json().transaction._id}/reject`,
      headers: s.admin.auth,
      payload: { reason: 'Beneficiary account closed' },
    });
    expect(ret.json().transaction).toMatchObject({ status: 'Failed', reason: 'Beneficiary account closed' });
    expect(await balanceCents(s.t.db, a.userId)).toBe(100_000n - 13_000n);
    const again = await s.t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${second.json().transaction._id}/approve`,
      headers: s.admin.auth,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(await verifyLedger(s.t.db)).toEqual([]);
    const bell = (await s.t.app.inject({ url: '/notifications', headers: a.auth })).json();
    expect(bell.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Transfer returned',
      'Transfer settled',
    ]);
    expect(bell.notifications[0].body).toContain('Beneficiary account closed');
  });
});

describe('wire transfers', () => {
  const wire = (over: Record<string, unknown> = {}) => ({
    amount: 250,
    paymentAccount: 'Account 1',
    accountType: 'Checking',
    bankName: 'Deutsche Bank',
    accountName: 'Hans Muster',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
    bankCountry: 'DE',
    routingNumber: 'DEUTDEFF',
    details: '',
    pincode: PIN,
    ...over,
  });
  const sendWire = (auth: Record<string, string>, over: Record<string, unknown> = {}) =>
    s.t.app.inject({ method: 'POST', url: '/transfers/international', headers: auth, payload: wire(over) });

  it('takes the $35 fee and waits in clearing as Processing', async () => {
    const a = await fundedCustomer(1000);
    const res = await sendWire(a.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(messages.transfer.internationalSuccess);
    expect(res.json().transaction).toMatchObject({
      description: 'Wire transfer',
      amount: 250,
      fee: 35,
      status: 'Processing',
    });
    expect(res.json().transaction.counterparty).toMatchObject({
      accountNumber: 'DE89370400440532013000',
      bankCountry: 'DE',
    });
    expect(await balanceCents(s.t.db, a.userId)).toBe(100_000n - 28_500n);
  });

  it.each([
    ['a bad IBAN checksum', { accountNumber: 'DE89 3704 0044 0532 0130 01' }],
    ['an unknown country', { bankCountry: 'XX' }],
    ['a bad BIC', { routingNumber: 'DEUT1EFF' }],
    [
      'a bad ABA number for the US',
      { bankCountry: 'US', accountNumber: '123456789', routingNumber: '021000022' },
    ],
    ['a missing account type', { accountType: undefined }],
  ])('refuses %s', async (_name, change) => {
    const a = await fundedCustomer(1000);
    const res = await sendWire(a.auth, change);
    expect(res.statusCode).toBe(400);
    expect(await balanceCents(s.t.db, a.userId)).toBe(100_000n);
  });

  it('accepts a US account with an ABA routing number', async () => {
    const a = await fundedCustomer(1000);
    const res = await sendWire(a.auth, {
      bankCountry: 'US',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('idempotency', () => {
  it('answers a retried key with the original payment and moves money once', async () => {
    const a = await fundedCustomer(1000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    const key = { 'idempotency-key': `k-${Date.now()}` };
    const first = await local(a.auth, toBank(b), key);
    const retry = await local(a.auth, toBank(b), key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().transaction._id).toBe(first.json().transaction._id);
    expect(await balanceCents(s.t.db, b.userId)).toBe(10_000n);
    const other = await local(a.auth, toBank(b, 5), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
  });

  it('sends money once when the same key arrives twice at the same moment', async () => {
    const a = await fundedCustomer(1000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    const key = { 'idempotency-key': `dbl-${Date.now()}` };
    const results = await Promise.all([
      local(a.auth, toBank(b), key),
      local(a.auth, toBank(b), key),
      local(a.auth, toBank(b), key),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    expect(codes).toContain(201);
    expect(await balanceCents(s.t.db, b.userId)).toBe(10_000n);
  });
});

describe('statement', () => {
  it('pages newest first, filters, and exports CSV and PDF with opening and closing balance', async () => {
    const a = await fundedCustomer(1000);
    const b = await fundedCustomer(0, 'Bob', 'Stone');
    for (const amount of [10, 20, 30]) expect((await local(a.auth, toBank(b, amount))).statusCode).toBe(201);
    const page1 = (await s.t.app.inject({ url: '/transactions?limit=2', headers: a.auth })).json();
    expect(page1.transactions.map((x: { amount: number }) => x.amount)).toEqual([30, 20]);
    const page2 = (
      await s.t.app.inject({ url: `/transactions?limit=2&cursor=${page1.nextCursor}`, headers: a.auth })
    ).json();
    expect(page2.transactions.map((x: { amount: number }) => x.amount)).toEqual([10, 1000]);
    expect(page2.nextCursor).toBeNull();
    const deposits = (await s.t.app.inject({ url: '/transactions?type=deposit', headers: a.auth })).json();
    expect(deposits.transactions).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await s.t.app.inject({ url: `/transactions?from=2000-01-01&to=2000-01-02`, headers: a.auth })).json()
        .transactions,
    ).toEqual([]);
    expect((await s.t.app.inject({ url: `/transactions?from=yesterday`, headers: a.auth })).statusCode).toBe(
      400,
    );
    expect((await s.t.app.inject({ url: `/transactions?status=Weird`, headers: a.auth })).statusCode).toBe(
      400,
    );

    const csv = await s.t.app.inject({
      url: `/transactions/export?format=csv&from=${today}&to=${today}`,
      headers: a.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[1]).toBe(`${today},,Opening balance,,0.00`);
    expect(lines.at(-1)).toBe(`${today},,Closing balance,,${(1000 - 60 - 90).toFixed(2)}`);
    const pdf = await s.t.app.inject({
      url: `/transactions/export?format=pdf&from=${today}&to=${today}`,
      headers: a.auth,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.body).toContain('Closing balance: $850.00');
  });

  it("shows only the caller's own payments and refuses admins on the customer list", async () => {
    const a = await fundedCustomer(1000);
    const c = await customer(s.t.app);
    expect((await s.t.app.inject({ url: '/transactions', headers: c.auth })).json().transactions).toEqual([]);
    const aTx = (await s.t.app.inject({ url: '/transactions', headers: a.auth })).json().transactions[0];
    expect((await s.t.app.inject({ url: `/transactions/${aTx._id}`, headers: c.auth })).statusCode).toBe(404);
    expect(
      (await s.t.app.inject({ url: `/transactions/${aTx._id}`, headers: s.admin.auth })).statusCode,
    ).toBe(200);
    expect((await s.t.app.inject({ url: '/transactions/not-an-id', headers: a.auth })).statusCode).toBe(404);
  });
});
