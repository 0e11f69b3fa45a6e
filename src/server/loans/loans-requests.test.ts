import { bankSuite } from '../test/bank-suite';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { PIN } from '../test/money-helpers';
import { customer } from '../test/test-app';
import { borrower, checkLoans, goodRequest, pendingLoan, requestLoan } from './loans-test-helpers';

const s = bankSuite({ LOAN_RATE_BUSINESS_BPS: '750', LOAN_MAX_AMOUNT: '250000' }, checkLoans);

describe('POST /users/api/loans/loan-request', () => {
  it('stores a Pending loan into the chosen account at the configured rate', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    const res = await requestLoan(s.t.app, c.auth, {
      ...goodRequest,
      type: 'Business Loan',
      account: 'Savings',
    });
    expect(res.statusCode).toBe(201);
    const { message, loan } = res.json();
    expect(message).toBe(messages.loans.requested);
    expect(loan).toMatchObject({
      amount: 5000,
      type: 'Business Loan',
      duration: '12 Months',
      repayment: 'Monthly',
      status: 'Pending',
      outstanding: 0,
      annualRate: 7.5,
      account: 'Savings',
      details: 'New roof',
      reason: null,
    });
    const list = (await s.t.app.inject({ url: '/users/api/loans', headers: c.auth })).json();
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0])).toEqual(
      expect.arrayContaining(['_id', 'amount', 'type', 'duration', 'status', 'createdAt']),
    );
    expect(list[0]._id).toBe(loan._id);
    // Nothing moves until an administrator decides.
    const profile = (await s.t.app.inject({ url: '/users/profile', headers: c.auth })).json();
    expect(profile).toMatchObject({ balance: 0, loanBalance: 0 });
  });

  it('accepts the account by _id and by the spec labels', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    for (const account of [c.savings._id, 'Checking Account', 'Account 2']) {
      expect((await requestLoan(s.t.app, c.auth, { ...goodRequest, account })).statusCode).toBe(201);
    }
  });

  it('refuses every missing field and every option outside the spec, with `error` = message', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    for (const field of Object.keys(goodRequest)) {
      const body: Record<string, unknown> = { ...goodRequest };
      delete body[field];
      const res = await requestLoan(s.t.app, c.auth, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error, field).toBe(res.json().message);
    }
    const bad: Array<[string, unknown]> = [
      ['duration', '36 Months'],
      ['duration', 12],
      ['type', 'Car Loan'],
      ['type', 'personal loan'],
      ['repayment', 'Weekly'],
      ['amount', 0],
      ['amount', -5],
      ['amount', 10.001],
      ['amount', 250_000.01],
      ['amount', '1e3'],
      ['details', '   '],
      ['details', 'x'.repeat(501)],
      ['pincode', '12a4'],
      ['account', ''],
    ];
    for (const [field, value] of bad) {
      const res = await requestLoan(s.t.app, c.auth, { ...goodRequest, [field]: value });
      expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_input' });
    }
    const extra = await requestLoan(s.t.app, c.auth, { ...goodRequest, userId: s.admin._id });
    expect(extra.statusCode).toBe(400);
    const unknownAccount = await requestLoan(s.t.app, c.auth, { ...goodRequest, account: s.admin._id });
    expect(unknownAccount.statusCode).toBe(404);
    expect(unknownAccount.json().error).toBe(unknownAccount.json().message);
    expect((await s.t.app.inject({ url: '/users/api/loans', headers: c.auth })).json()).toEqual([]);
  });

  it('checks the PIN: wrong, not set, and locked after three wrong ones', async () => {
    const noPin = await customer(s.t.app);
    const unset = await requestLoan(s.t.app, noPin.auth);
    expect(unset.statusCode).toBe(422);
    expect(unset.json()).toMatchObject({ code: 'pin_not_set', error: messages.pin.notSet });

    const c = await borrower(s.t.app, s.admin.auth);
    const wrong = await requestLoan(s.t.app, c.auth, { ...goodRequest, pincode: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: messages.pin.wrong,
      code: 'wrong_pin',
      error: messages.pin.wrong,
    });
    await requestLoan(s.t.app, c.auth, { ...goodRequest, pincode: '0000' });
    await requestLoan(s.t.app, c.auth, { ...goodRequest, pincode: '0000' });
    const locked = await requestLoan(s.t.app, c.auth, { ...goodRequest, pincode: PIN });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('pin_locked');
    expect((await s.t.app.inject({ url: '/users/api/loans', headers: c.auth })).json()).toEqual([]);
  });

  it('answers 401 signed out and 403 to an administrator', async () => {
    expect((await requestLoan(s.t.app, {})).statusCode).toBe(401);
    expect((await s.t.app.inject({ url: '/users/api/loans' })).statusCode).toBe(401);
    expect((await requestLoan(s.t.app, s.admin.auth)).statusCode).toBe(403);
  });
});

describe('reading loans', () => {
  it("lists only the caller's loans, newest first, a page at a time", async () => {
    const a = await borrower(s.t.app, s.admin.auth);
    const b = await borrower(s.t.app, s.admin.auth);
    const first = await pendingLoan(s.t.app, a.auth, { amount: 100 });
    const second = await pendingLoan(s.t.app, a.auth, { amount: 200 });
    await pendingLoan(s.t.app, b.auth, { amount: 300 });
    const all = (await s.t.app.inject({ url: '/users/api/loans', headers: a.auth })).json();
    expect(all.map((l: { _id: string }) => l._id)).toEqual([second, first]);
    const page1 = await s.t.app.inject({ url: '/users/api/loans?limit=1', headers: a.auth });
    expect(page1.json().map((l: { _id: string }) => l._id)).toEqual([second]);
    const cursor = page1.headers['x-next-cursor'] as string;
    const page2 = await s.t.app.inject({ url: `/users/api/loans?limit=1&cursor=${cursor}`, headers: a.auth });
    expect(page2.json().map((l: { _id: string }) => l._id)).toEqual([first]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
    expect((await s.t.app.inject({ url: '/users/api/loans?limit=101', headers: a.auth })).statusCode).toBe(
      400,
    );
  });

  it("shows the owner (and an administrator) the loan with an indicative schedule; another customer's is 404", async () => {
    const a = await borrower(s.t.app, s.admin.auth);
    const b = await borrower(s.t.app, s.admin.auth);
    const id = await pendingLoan(s.t.app, a.auth, { repayment: 'Quarterly' });
    const own = await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: a.auth });
    expect(own.statusCode).toBe(200);
    const loan = own.json();
    expect(loan.schedule).toHaveLength(4);
    expect(loan.schedule[0]).toMatchObject({ n: 1, interest: 150 });
    expect(loan.schedule.reduce((s: number, r: { principal: number }) => s + r.principal, 0)).toBeCloseTo(
      5000,
      6,
    );
    expect(loan.repayments).toEqual([]);
    expect((await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: s.admin.auth })).statusCode).toBe(
      200,
    );
    const other = await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: b.auth });
    expect(other.statusCode).toBe(404);
    for (const bad of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await s.t.app.inject({ url: `/users/api/loans/${bad}`, headers: a.auth })).statusCode).toBe(
        404,
      );
    }
  });

  it('tells customers the configured rates and the largest loan', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    const res = await s.t.app.inject({ url: '/users/api/loans/rates', headers: c.auth });
    expect(res.json()).toEqual({
      rates: [
        { type: 'Personal Loan', annualRateBps: 1200, annualRate: 12 },
        { type: 'Business Loan', annualRateBps: 750, annualRate: 7.5 },
        { type: 'Mortgage Loan', annualRateBps: 550, annualRate: 5.5 },
      ],
      maxAmount: 250000,
    });
  });
});
