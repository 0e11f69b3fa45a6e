import { bankSuite } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { dailyInterest, interestToPay, type LoanTerms } from '../../shared/loan-interest';
import { addMonthsUtc, amortize } from '../../shared/loan-schedule';
import { balanceCents } from '../test/money-helpers';
import { borrower, checkLoans, decide, pendingLoan, repay } from './loans-test-helpers';

const s = bankSuite({}, checkLoans);

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const loanOf = async (auth: Record<string, string>, id: string) =>
  (await s.t.app.inject({ url: `/users/api/loans/${id}`, headers: auth })).json();

/** A $5,000 Personal Loan at 12 %, monthly over 12 months, paid out on `start` (the test moves it back). */
async function loanPaidOutOn(start: Date) {
  const c = await borrower(s.t.app, s.admin.auth, 1000);
  const id = await pendingLoan(s.t.app, c.auth);
  expect((await decide(s.t.app, s.admin.auth, id, 'approve')).statusCode).toBe(200);
  await s.t.ownerDb.updateTable('loans').set({ decided_at: start }).where('id', '=', id).execute();
  const terms: LoanTerms = {
    principalCents: 500_000n,
    annualRateBps: 1200,
    durationMonths: 12,
    repayment: 'Monthly',
    start,
  };
  return { c, id, terms };
}

/** The postings of one payment, by code, with the kind of account credited. */
async function postingsOf(paymentId: string) {
  const rows = await sql<{ code: string; amount_cents: bigint; credit_kind: string }>`
    SELECT p.code, p.amount_cents, a.kind AS credit_kind
    FROM postings p JOIN ledger_accounts a ON a.id = p.credit_account_id
    WHERE p.payment_id = ${paymentId} ORDER BY p.code`.execute(s.t.db);
  return rows.rows;
}

async function interestIncome(): Promise<bigint> {
  const row = await sql<{ total: bigint }>`
    SELECT coalesce(sum(CASE WHEN p.credit_account_id = a.id THEN p.amount_cents ELSE -p.amount_cents END), 0)::bigint
      AS total
    FROM ledger_accounts a JOIN postings p ON a.id IN (p.credit_account_id, p.debit_account_id)
    WHERE a.kind = 'interest_income' AND a.user_id IS NULL`.execute(s.t.db);
  return row.rows[0]!.total;
}

describe('loan interest', () => {
  it('an instalment on its due date posts its schedule interest and principal separately', async () => {
    // Paid out one month ago, so the first instalment falls today (a few days ago at some month ends:
    // those days then add simple daily interest).
    const now = new Date(`${today}T00:00:00Z`);
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).getUTCDate();
    const start = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, Math.min(now.getUTCDate(), lastDay), 9),
    );
    const { c, id, terms } = await loanPaidOutOn(start);
    const [first] = amortize(terms);
    const due = addMonthsUtc(start, 1);
    const interest = first!.interest + dailyInterest(terms, 500_000n, due, today);
    expect(first).toMatchObject({ payment: 44_424n, interest: 5_000n, principal: 39_424n });
    expect(await loanOf(c.auth, id)).toMatchObject({
      interestDue: Number(interest) / 100,
      interestPaid: 0,
      payoff: (500_000 + Number(interest)) / 100,
    });

    const income = await interestIncome();
    const amount = (Number(first!.principal + interest) / 100).toFixed(2);
    const res = await repay(s.t.app, c.auth, id, { amount });
    expect(res.statusCode).toBe(200);
    const paymentId = res.json().transaction._id as string;
    expect(await postingsOf(paymentId)).toEqual([
      { code: 'interest', amount_cents: interest, credit_kind: 'interest_income' },
      { code: 'principal', amount_cents: 39_424n, credit_kind: 'loan_book' },
    ]);
    expect(await interestIncome()).toBe(income + interest);
    expect(res.json().transaction).toMatchObject({ amount: Number(amount), fee: 0 });
    const loan = res.json().loan;
    expect(loan).toMatchObject({
      outstanding: 4605.76, // the schedule's balance after the first instalment
      interestPaid: Number(interest) / 100,
      interestDue: 0,
      interestToPay: Number(interestToPay(terms, { outstandingCents: 460_576n, fromDay: today })) / 100,
    });
    expect(loan.repayments).toMatchObject([
      { amount: Number(amount), interest: Number(interest) / 100, principal: 394.24 },
    ]);
    const profile = (await s.t.app.inject({ url: '/users/profile', headers: c.auth })).json();
    expect(profile.loanBalance).toBe(4605.76);
  });

  it('early repayment pays the principal plus only the interest accrued to date', async () => {
    const { c, id } = await loanPaidOutOn(new Date(Date.now() - 10 * DAY));
    // Ten days of simple interest on $5,000 at 12 %: $16.438… → $16.44.
    expect(await loanOf(c.auth, id)).toMatchObject({ interestDue: 16.44, payoff: 5016.44 });

    const over = await repay(s.t.app, c.auth, id, { amount: 5016.45 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      code: 'amount_exceeds_owed',
      message: messages.loans.exceedsOwed('$5,016.44'),
    });
    const under = await repay(s.t.app, c.auth, id, { amount: 16.43 });
    expect(under.statusCode).toBe(422);
    expect(under.json()).toMatchObject({
      code: 'amount_below_interest',
      message: messages.loans.belowInterest('$16.44'),
    });

    const before = await balanceCents(s.t.db, c.userId);
    const income = await interestIncome();
    const res = await repay(s.t.app, c.auth, id, { amount: 5016.44 });
    expect(res.statusCode).toBe(200);
    expect(await postingsOf(res.json().transaction._id)).toEqual([
      { code: 'interest', amount_cents: 1_644n, credit_kind: 'interest_income' },
      { code: 'principal', amount_cents: 500_000n, credit_kind: 'loan_book' },
    ]);
    expect(res.json().loan).toMatchObject({
      status: 'Repaid',
      outstanding: 0,
      interestPaid: 16.44,
      interestDue: 0,
      interestToPay: 0,
      payoff: 0,
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(before - 501_644n);
    expect(await interestIncome()).toBe(income + 1_644n);
  });

  it('a payment of only the interest due posts no principal; interest then runs from that day', async () => {
    const { c, id } = await loanPaidOutOn(new Date(Date.now() - 10 * DAY));
    const res = await repay(s.t.app, c.auth, id, { amount: 16.44 });
    expect(res.statusCode).toBe(200);
    expect(await postingsOf(res.json().transaction._id)).toEqual([
      { code: 'interest', amount_cents: 1_644n, credit_kind: 'interest_income' },
    ]);
    expect(res.json().loan).toMatchObject({ outstanding: 5000, interestDue: 0, payoff: 5000 });
    expect((await repay(s.t.app, c.auth, id, { amount: 5000 })).json().loan.status).toBe('Repaid');
  });
});
