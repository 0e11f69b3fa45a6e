import { bankSuite } from '../test/bank-suite';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { balanceCents } from '../test/money-helpers';
import { borrower, checkLoans, decide, pendingLoan, repay } from './loans-test-helpers';

const s = bankSuite({}, checkLoans);

const profileOf = async (auth: Record<string, string>) =>
  (await s.t.app.inject({ url: '/users/profile', headers: auth })).json();
const loanOf = async (auth: Record<string, string>, id: string) =>
  (await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: auth })).json();

describe('administrator decisions', () => {
  it('approve pays the amount into the chosen account as a Successful loan disbursement', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    const id = await pendingLoan(s.t.app, c.auth);
    const queue = (
      await s.t.app.inject({ url: '/admin/loans?status=Pending', headers: s.admin.auth })
    ).json();
    const queued = queue.find((l: { _id: string }) => l._id === id);
    expect(queued).toMatchObject({
      amount: 5000,
      status: 'Pending',
      customer: { _id: c.userId, name: 'Ada Lovelace', email: c.email },
    });

    const res = await decide(s.t.app, s.admin.auth, id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().loan).toMatchObject({ status: 'Approved', outstanding: 5000 });
    expect(res.json().transaction).toMatchObject({
      type: 'deposit',
      description: 'Loan disbursement',
      amount: 5000,
      status: 'Successful',
      account: 'Checking',
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(500_000n);
    expect(await profileOf(c.auth)).toMatchObject({ balance: 5000, loanBalance: 5000 });
    const loan = await loanOf(c.auth, id);
    expect(loan).toMatchObject({ status: 'Approved', outstanding: 5000, repaid: 0 });
    expect(loan.schedule).toHaveLength(12);
    expect(loan.schedule[0]).toMatchObject({ payment: 444.24, interest: 50, principal: 394.24 });

    const audit = await s.t.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
    expect(audit).toMatchObject([{ action: 'loan_approved', actor_id: s.admin._id, amount_cents: 500_000n }]);
    const notes = await s.t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', c.userId)
      .execute();
    expect(notes.map((n) => n.title)).toContain('Loan approved');

    const again = await decide(s.t.app, s.admin.auth, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_decided');
    expect((await decide(s.t.app, s.admin.auth, id, 'reject', { reason: 'Too late' })).statusCode).toBe(409);
    expect(await balanceCents(s.t.db, c.userId)).toBe(500_000n);
  });

  it('reject needs a reason, which the customer sees; nothing moves', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    const id = await pendingLoan(s.t.app, c.auth, { account: 'Savings' });
    expect((await decide(s.t.app, s.admin.auth, id, 'reject')).statusCode).toBe(400);
    expect((await decide(s.t.app, s.admin.auth, id, 'reject', { reason: '  ' })).statusCode).toBe(400);
    const res = await decide(s.t.app, s.admin.auth, id, 'reject', { reason: 'Income too low' });
    expect(res.statusCode).toBe(200);
    const loan = await loanOf(c.auth, id);
    expect(loan).toMatchObject({
      status: 'Rejected',
      reason: 'Income too low',
      outstanding: 0,
      schedule: [],
    });
    const list = (await s.t.app.inject({ url: '/users/api/loans', headers: c.auth })).json();
    expect(list[0]).toMatchObject({ status: 'Rejected', reason: 'Income too low' });
    expect(await balanceCents(s.t.db, c.userId, 'savings')).toBe(0n);
    const audit = await s.t.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
    expect(audit).toMatchObject([{ action: 'loan_rejected', reason: 'Income too low' }]);
    const notes = await s.t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', c.userId)
      .execute();
    expect(notes.find((n) => n.title === 'Loan request rejected')?.body).toContain('Income too low');
    expect((await decide(s.t.app, s.admin.auth, id, 'approve')).statusCode).toBe(409);
    expect((await repay(s.t.app, c.auth, id, { amount: 1 })).json().code).toBe('not_allowed_now');
  });

  it('keeps customers out of the admin calls and answers 404 for unknown loans', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    const id = await pendingLoan(s.t.app, c.auth);
    expect((await s.t.app.inject({ url: '/admin/loans', headers: c.auth })).statusCode).toBe(403);
    expect((await decide(s.t.app, c.auth, id, 'approve')).statusCode).toBe(403);
    expect((await decide(s.t.app, c.auth, id, 'reject', { reason: 'x' })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/admin/loans' })).statusCode).toBe(401);
    expect((await decide(s.t.app, s.admin.auth, 'nope', 'approve')).statusCode).toBe(404);
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect((await decide(s.t.app, s.admin.auth, unknown, 'approve')).statusCode).toBe(404);
    expect((await decide(s.t.app, s.admin.auth, id, 'approve', { reason: 'ok', extra: 1 })).statusCode).toBe(
      400,
    );
    const wrongStatus = await s.t.app.inject({ url: '/admin/loans?status=Active', headers: s.admin.auth });
    expect(wrongStatus.statusCode).toBe(400);
    expect((await loanOf(c.auth, id)).status).toBe('Pending');
  });

  it('two approvals at once pay out once', async () => {
    const c = await borrower(s.t.app, s.admin.auth);
    const id = await pendingLoan(s.t.app, c.auth, { amount: 700 });
    const answers = await Promise.all([1, 2, 3].map(() => decide(s.t.app, s.admin.auth, id, 'approve')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balanceCents(s.t.db, c.userId)).toBe(70_000n);
  });
});

describe('repayment', () => {
  async function activeLoan(amount = 5000, funds = 0) {
    const c = await borrower(s.t.app, s.admin.auth, funds);
    const id = await pendingLoan(s.t.app, c.auth, { amount });
    expect((await decide(s.t.app, s.admin.auth, id, 'approve')).statusCode).toBe(200);
    return { c, id };
  }

  it('moves money to the loan book and lowers what is owed in the same transaction', async () => {
    const { c, id } = await activeLoan();
    const res = await repay(s.t.app, c.auth, id, { amount: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.loans.repaid('$1,000.00'));
    expect(res.json().transaction).toMatchObject({
      type: 'withdrawal',
      description: 'Loan repayment',
      amount: 1000,
      status: 'Successful',
    });
    expect(res.json().loan).toMatchObject({ status: 'Approved', outstanding: 4000, repaid: 1000 });
    expect(res.json().loan.repayments).toMatchObject([{ amount: 1000, account: 'Checking' }]);
    expect(await balanceCents(s.t.db, c.userId)).toBe(400_000n);
    expect(await profileOf(c.auth)).toMatchObject({ balance: 4000, loanBalance: 4000 });
  });

  it('refuses more than is owed and more than the account holds, changing nothing', async () => {
    const { c, id } = await activeLoan(500, 0);
    const over = await repay(s.t.app, c.auth, id, { amount: 500.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'amount_exceeds_owed',
      message: messages.loans.exceedsOwed('$500.00'),
    });
    // Savings is empty: the owed amount is fine, the money is not there.
    expect((await repay(s.t.app, c.auth, id, { amount: 450 })).statusCode).toBe(200);
    const poor = await repay(s.t.app, c.auth, id, { amount: 40, account: 'Savings' });
    expect(poor.statusCode).toBe(422);
    expect(poor.json()).toMatchObject({
      code: 'insufficient_funds',
      message: messages.loans.insufficientFunds,
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(5_000n);
    expect((await loanOf(c.auth, id)).outstanding).toBe(50);
    expect((await loanOf(c.auth, id)).repayments).toHaveLength(1);
  });

  it('a full repayment makes the loan Repaid and the loan balance zero', async () => {
    const { c, id } = await activeLoan(300, 100);
    expect((await repay(s.t.app, c.auth, id, { amount: 150 })).statusCode).toBe(200);
    const last = await repay(s.t.app, c.auth, id, { amount: '150.00' });
    expect(last.json().loan).toMatchObject({ status: 'Repaid', outstanding: 0, repaid: 300 });
    expect(await profileOf(c.auth)).toMatchObject({ balance: 100, loanBalance: 0 });
    const after = await repay(s.t.app, c.auth, id, { amount: 1 });
    expect(after.statusCode).toBe(422);
    expect(after.json().code).toBe('not_allowed_now');
  });

  it("answers 404 for another customer's loan, refuses a wrong PIN and bad input", async () => {
    const { c, id } = await activeLoan(1000);
    const other = await borrower(s.t.app, s.admin.auth, 100);
    expect((await repay(s.t.app, other.auth, id, { amount: 10 })).statusCode).toBe(404);
    expect((await repay(s.t.app, c.auth, id, { amount: 10, pincode: '0000' })).json().code).toBe('wrong_pin');
    expect((await repay(s.t.app, c.auth, id, { amount: 10, account: other.checking._id })).statusCode).toBe(
      404,
    );
    for (const amount of [0, -1, 'abc', 1.001]) {
      expect((await repay(s.t.app, c.auth, id, { amount })).statusCode, String(amount)).toBe(400);
    }
    expect((await repay(s.t.app, c.auth, id, { amount: 10, note: 'x' })).statusCode).toBe(400);
    expect((await repay(s.t.app, s.admin.auth, id, { amount: 10 })).statusCode).toBe(403);
    expect((await loanOf(c.auth, id)).outstanding).toBe(1000);
    expect(await balanceCents(s.t.db, other.userId)).toBe(10_000n);
  });

  it('an Idempotency-Key makes a retry answer the first repayment instead of paying twice', async () => {
    const { c, id } = await activeLoan(1000);
    const key = { 'idempotency-key': 'repay-once-1' };
    const first = await repay(s.t.app, c.auth, id, { amount: 1000 }, key);
    const retry = await repay(s.t.app, c.auth, id, { amount: 1000 }, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().transaction._id).toBe(first.json().transaction._id);
    expect(retry.json().loan).toMatchObject({ status: 'Repaid', outstanding: 0 });
    const otherBody = await repay(s.t.app, c.auth, id, { amount: 5 }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe('idempotency_key_reused');
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
  });

  it('parallel repayments never take more than is owed', async () => {
    const { c, id } = await activeLoan(1000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => repay(s.t.app, c.auth, id, { amount: 400 })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422]);
    expect((await loanOf(c.auth, id)).outstanding).toBe(200);
    expect(await balanceCents(s.t.db, c.userId)).toBe(20_000n);
  });
});
