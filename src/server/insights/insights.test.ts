import { bankSuite, fundedCustomer, payLocal } from '../test/bank-suite';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';

const s = bankSuite();

type Auth = Record<string, string>;
const thisMonth = () => new Date().toISOString().slice(0, 7);

const funded = (amount: number, firstName?: string, lastName?: string) =>
  fundedCustomer(s, amount, firstName, lastName);

async function pay(
  auth: Auth,
  to: { checking: { accountNumber: string } },
  name: string,
  amount: number,
  details: string,
) {
  const res = await payLocal(s, auth, { accountNumber: to.checking.accountNumber, name }, amount, details);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transaction._id as string;
}

const insights = async (auth: Auth, month = thisMonth()) => {
  const res = await s.t.app.inject({ url: `/insights?month=${month}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('categories and insights', () => {
  it('files each payment by rules, shows spending by category and money in and out for 12 months', async () => {
    const a = await funded(2000);
    const landlord = await funded(0, 'Rita', 'Levi');
    const friend = await funded(0, 'Jo', 'Friend');
    await pay(a.auth, landlord, 'Rita Levi', 800, 'Rent for May');
    await pay(a.auth, friend, 'Jo Friend', 100, 'Dinner');
    const got = await insights(a.auth);
    expect(got.spending).toEqual([
      { category: 'Bills', amount: 800 },
      { category: 'Transfers', amount: 100 },
      { category: 'Fees', amount: 60 },
    ]);
    expect(got.months).toHaveLength(12);
    expect(got.months.at(-1)).toEqual({ month: thisMonth(), moneyIn: 2000, moneyOut: 960 });
    expect(got.months[0].moneyIn).toBe(0);
    // The receiver's money in counts for them, in Transfers.
    const receipt = await s.t.app.inject({ url: `/transactions?limit=1`, headers: landlord.auth });
    const incomingId = receipt.json().transactions[0]._id;
    const incoming = await s.t.app.inject({ url: `/transactions/${incomingId}`, headers: landlord.auth });
    expect(incoming.json().category).toBe('Transfers');
  });

  it('lets the customer change a payment’s category, remembered for that payee, and the insights move', async () => {
    const a = await funded(2000);
    const gym = await funded(0, 'Gym', 'Club');
    const first = await pay(a.auth, gym, 'Gym Club', 50, 'Membership');
    expect((await insights(a.auth)).spending).toContainEqual({ category: 'Transfers', amount: 50 });

    const change = await s.t.app.inject({
      method: 'PATCH',
      url: `/transactions/${first}/category`,
      headers: a.auth,
      payload: { category: 'Bills' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json()).toEqual({ message: messages.insights.categoryChanged('Bills'), category: 'Bills' });
    expect((await s.t.app.inject({ url: `/transactions/${first}`, headers: a.auth })).json().category).toBe(
      'Bills',
    );
    // The next payment to the same account is filed under Bills by itself.
    const second = await pay(a.auth, gym, 'Gym Club', 50, 'Membership');
    expect((await s.t.app.inject({ url: `/transactions/${second}`, headers: a.auth })).json().category).toBe(
      'Bills',
    );
    const spending = (await insights(a.auth)).spending;
    expect(spending).toContainEqual({ category: 'Bills', amount: 100 });
    expect(spending.find((s: { category: string }) => s.category === 'Transfers')).toBeUndefined();
  });

  it('refuses another customer’s payment, a category not on the list and a malformed month', async () => {
    const a = await funded(500);
    const b = await funded(0, 'Bo', 'Other');
    const id = await pay(a.auth, b, 'Bo Other', 10, 'x');
    const patch = (auth: Auth, url: string, category: unknown) =>
      s.t.app.inject({ method: 'PATCH', url, headers: auth, payload: { category } });
    expect((await patch(b.auth, `/transactions/${id}/category`, 'Bills')).statusCode).toBe(404);
    expect((await patch(a.auth, `/transactions/not-a-uuid/category`, 'Bills')).statusCode).toBe(404);
    expect((await patch(a.auth, `/transactions/${id}/category`, 'Groceries')).statusCode).toBe(400);
    for (const month of ['2026-13', '2026-1', 'May', '2026-05-01', '']) {
      const res = await s.t.app.inject({ url: `/insights?month=${month}`, headers: a.auth });
      expect(res.statusCode, month).toBe(400);
    }
    expect((await s.t.app.inject({ url: '/insights', headers: a.auth })).statusCode).toBe(400);
    const rows = await sql<{ n: string }>`SELECT count(*)::text AS n FROM payment_categories`.execute(
      s.t.ownerDb,
    );
    expect(rows.rows[0]!.n).toBe('1');
  });

  it('reads one month, not the whole history: an old payment counts in its own month only', async () => {
    const a = await funded(1000);
    const b = await funded(0, 'Cy', 'Old');
    const id = await pay(a.auth, b, 'Cy Old', 100, 'Old one');
    // Moved to three months ago (as an owner fixing test data could; the totals table follows the day).
    await sql`UPDATE payments SET created_at = created_at - interval '3 months' WHERE id = ${id}`.execute(
      s.t.ownerDb,
    );
    const spending = (await insights(a.auth)).spending;
    expect(spending.find((s: { category: string }) => s.category === 'Transfers')).toBeUndefined();
    const past = new Date();
    past.setUTCMonth(past.getUTCMonth() - 3, 1);
    const then = await insights(a.auth, past.toISOString().slice(0, 7));
    expect(then.spending).toContainEqual({ category: 'Transfers', amount: 100 });
  });
});
