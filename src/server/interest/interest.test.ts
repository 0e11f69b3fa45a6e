import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { interestMessages } from '../../shared/account-messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { accountsOf, adminSession } from '../test/money-helpers';
import { customer, useTestApp, type TestApp } from '../test/test-app';
import { addDays, bankDay, daysInYear } from '../common/bank-calendar';
import { accrueDay } from './interest-repository';
import { accrueEndedDays, interestByAccount, postAccruedInterest, postEndedMonths } from './interest-service';

/*
 * Savings interest on a moved clock (issue 49 part 1). One database for the file and one calendar that only
 * moves forward: the daily job's progress is shared by every account, as in production. Postings made by
 * the tests carry the real time, which is before every simulated day, so a balance counts from the first
 * day accrued after it was made.
 */

const t = useTestApp();
const config = () => ({ bankTimeZone: 'UTC', bankName: t.config.bankName });
const at = (iso: string) => new Date(iso);

async function fund(t: TestApp, userId: string, accountId: string, cents: bigint) {
  const id = newPaymentId();
  await postAccepted(t.db, {
    userId,
    payments: [
      {
        id,
        reference: newReference(),
        userId,
        accountId,
        type: 'deposit',
        kind: 'bank_credit',
        description: 'Bank credit',
        amountCents: cents,
        status: 'Successful',
      },
    ],
    postings: [
      { paymentId: id, debit: 'bank:funding', credit: accountId, amountCents: cents, code: 'principal' },
    ],
  });
}

async function saver(cents: bigint) {
  const c = await customer(t.app);
  const { savings, checking } = await accountsOf(t.app, c.auth);
  await fund(t, c.userId, savings._id, cents);
  return { ...c, savingsId: savings._id, checkingId: checking._id };
}

async function interestPayments(accountId: string) {
  const rows = await sql<{ amount_cents: bigint; description: string; details: string; category: string }>`
    SELECT amount_cents, description, details, payment_rule_category(kind, type, details) AS category
    FROM payments WHERE account_id = ${accountId} AND kind = 'interest' ORDER BY seq`.execute(t.db);
  return rows.rows;
}

const accrualCount = async (accountId: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM interest_accruals WHERE account_id = ${accountId}`.execute(t.db)
  ).rows[0]!.n;

const setRate = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/admin/interest-rates', headers: auth, payload });

describe('savings interest', () => {
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let a: Awaited<ReturnType<typeof saver>>;

  it('takes a rate from today on, never a past day, audited and listed', async () => {
    admin = await adminSession(t.app, t.db);
    const today = bankDay(new Date(), 'UTC');
    const past = await setRate(admin.auth, { rateBp: 900, effectiveFrom: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(interestMessages.rateInPast);
    const set = await setRate(admin.auth, { rateBp: 500, effectiveFrom: today, reason: 'Board decision' });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(interestMessages.rateSet('5.00', today));
    const list = (await t.app.inject({ url: '/admin/interest-rates', headers: admin.auth })).json();
    expect(list.currentRateBp).toBe(500);
    expect(list.rates[0]).toMatchObject({ rateBp: 500, effectiveFrom: today, reason: 'Board decision' });
    const audit = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM audit_log WHERE action = 'interest_rate_set' AND actor_id = ${admin._id}`.execute(
      t.db,
    );
    expect(audit.rows[0]!.n).toBe(1);
    const c = await customer(t.app);
    expect((await setRate(c.auth, { rateBp: 1, effectiveFrom: today })).statusCode).toBe(403);
  });

  it('accrues a month day by day and posts it rounded once, as "Interest", to the cent', async () => {
    a = await saver(1_000_000n); // $10,000.00
    // The first run ever accrues yesterday only.
    expect(await accrueEndedDays(t.db, 'UTC', at('2027-01-01T00:30:00Z'))).toEqual(['2026-12-31']);
    for (let d = 2; d <= 11; d++) {
      await accrueEndedDays(t.db, 'UTC', at(`2027-01-${String(d).padStart(2, '0')}T00:30:00Z`));
    }
    // From 11 January on the balance is $15,000.00; a catch-up after an outage accrues the 21 days left.
    await fund(t, a.userId, a.savingsId, 500_000n);
    const caughtUp = await accrueEndedDays(t.db, 'UTC', at('2027-02-01T03:00:00Z'));
    expect(caughtUp).toHaveLength(21);
    expect(caughtUp[0]).toBe('2027-01-11');
    expect(await accrualCount(a.savingsId)).toBe(32);
    // Run twice: nothing more.
    expect(await accrueEndedDays(t.db, 'UTC', at('2027-02-01T04:00:00Z'))).toEqual([]);
    expect(await accrualCount(a.savingsId)).toBe(32);

    // The month's view before it is posted: 10 × 136 986 301 + 21 × 205 479 452 micro-cents.
    const view = await interestByAccount(t.db, config(), a.userId, at('2027-01-31T12:00:00Z'));
    expect(view.get(a.savingsId)?.interestAccrued).toBe(56.85);
    expect(view.get(a.checkingId)).toBeUndefined();

    // Two runs at once (two instances): each month is posted once.
    await Promise.all([
      postEndedMonths(t.db, config(), at('2027-02-01T05:00:00Z')),
      postEndedMonths(t.db, config(), at('2027-02-01T05:00:00Z')),
    ]);
    await postEndedMonths(t.db, config(), at('2027-02-01T06:00:00Z'));
    const paid = await interestPayments(a.savingsId);
    // December's one day (136 986 301 micro-cents, $1.37), then January's $56.85.
    expect(paid.map((p) => p.amount_cents)).toEqual([137n, 5685n]);
    expect(paid[1]).toMatchObject({
      description: 'Interest',
      category: 'Interest',
      details: interestMessages.paymentDetails('2027-01-01', '2027-01-31'),
    });
    const balance = await sql<{ balance_cents: bigint }>`
      SELECT balance_cents FROM ledger_accounts WHERE id = ${a.savingsId}`.execute(t.db);
    expect(balance.rows[0]!.balance_cents).toBe(1_500_000n + 137n + 5685n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('divides by 366 in a leap year: February 2028 to the cent', async () => {
    // A year of catch-up, and every month of it posted, before the new saver's money counts.
    await postEndedMonths(t.db, config(), at('2028-02-01T01:00:00Z'));
    expect((await interestPayments(a.savingsId)).length).toBe(2 + 12);
    const b = await saver(1_000_000n);
    await postEndedMonths(t.db, config(), at('2028-03-01T01:00:00Z'));
    const days = await sql<{ amount_micro: bigint; days_in_year: number }>`
      SELECT amount_micro, days_in_year FROM interest_accruals WHERE account_id = ${b.savingsId}`.execute(
      t.db,
    );
    expect(days.rows).toHaveLength(29);
    expect(new Set(days.rows.map((r) => `${r.amount_micro}/${r.days_in_year}`))).toEqual(
      new Set(['136612022/366']),
    );
    // 29 × 136 612 022 = 3 961 748 638 micro-cents: $39.62.
    expect((await interestPayments(b.savingsId)).map((p) => p.amount_cents)).toEqual([3962n]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it("posts an account's accrued interest at once (account closure), and only once", async () => {
    const c = await saver(2_000_000n);
    // The daily job has done up to 29 February; on 3 March the account closes.
    const posted = await postAccruedInterest(t.db, c.savingsId, at('2028-03-03T15:00:00Z'), config());
    // 1 and 2 March at $20,000.00: 2 × 273 224 044 micro-cents.
    expect(posted).toMatchObject([{ month: '2028-03-01', firstDay: '2028-03-01', lastDay: '2028-03-02' }]);
    expect(posted[0]!.amountCents).toBe(546n);
    expect(await postAccruedInterest(t.db, c.savingsId, at('2028-03-03T16:00:00Z'), config())).toEqual([]);
    // The daily job's own pass over those days leaves the posted ones alone.
    await accrueEndedDays(t.db, 'UTC', at('2028-03-03T17:00:00Z'));
    expect(await accrualCount(c.savingsId)).toBe(2);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('shows each savings account its rate and interest on GET /accounts', async () => {
    const list = (await t.app.inject({ url: '/accounts', headers: a.auth })).json() as Array<
      Record<string, unknown>
    >;
    const savings = list.find((x) => x._id === a.savingsId)!;
    const checking = list.find((x) => x._id === a.checkingId)!;
    expect(savings.interestRateBp).toBe(500);
    expect(typeof savings.interestAccrued).toBe('number');
    expect(checking.interestRateBp).toBeUndefined();
  });

  it("ends the day at midnight in the bank's time zone", async () => {
    const x = await saver(100_000n);
    const y = await saver(100_000n);
    const funded = new Date();
    const utcDay = bankDay(funded, 'UTC');
    const hour = funded.getUTCHours();
    // A rate in effect on both days (the API takes no past date; this is the test's own fixture).
    await sql`INSERT INTO interest_rates (rate_bp, effective_from) VALUES (500, ${addDays(utcDay, -1)}::date)`.execute(
      t.db,
    );
    // UTC-12: the day before today (UTC) ends at 12:00 UTC today, so money that came before then counts.
    const west = await accrueDay(t.db, addDays(utcDay, -1), 'Etc/GMT+12', daysInYear(utcDay), x.savingsId);
    // UTC+14: today (UTC) ends at 10:00 UTC today, so money that came after then does not.
    const east = await accrueDay(t.db, utcDay, 'Pacific/Kiritimati', daysInYear(utcDay), y.savingsId);
    expect([west, east]).toEqual([hour < 12 ? 1 : 0, hour < 10 ? 1 : 0]);
    // Counted in UTC these would be 0 and 1, so at any hour at least one of the two shows the zone is used.
  });

  it('finds a forged interest payment and a forged use of interest expense', async () => {
    const forged = newPaymentId();
    await postAccepted(t.db, {
      userId: a.userId,
      payments: [
        {
          id: forged,
          reference: newReference(),
          userId: a.userId,
          accountId: a.savingsId,
          type: 'deposit',
          kind: 'interest',
          description: 'Interest',
          amountCents: 10_000n,
          status: 'Successful',
        },
      ],
      postings: [
        {
          paymentId: forged,
          debit: 'bank:interest_expense',
          credit: a.savingsId,
          amountCents: 10_000n,
          code: 'interest',
        },
      ],
    });
    const other = newPaymentId();
    await postAccepted(t.db, {
      userId: a.userId,
      payments: [
        {
          id: other,
          reference: newReference(),
          userId: a.userId,
          accountId: a.checkingId,
          type: 'deposit',
          kind: 'bank_credit',
          description: 'Credit',
          amountCents: 100n,
          status: 'Successful',
        },
      ],
      postings: [
        {
          paymentId: other,
          debit: 'bank:interest_expense',
          credit: a.checkingId,
          amountCents: 100n,
          code: 'principal',
        },
      ],
    });
    const found = new Set((await verifyLedger(t.db)).map((v) => v.invariant));
    expect(found).toEqual(
      new Set([
        'interest expense pays only savings interest, as posted',
        "each interest payment is its month's accrual rounded once",
      ]),
    );
  });
});
