import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementMessages } from '../../shared/account-messages';
import { verifyLedger } from '../ledger/verify-ledger';
import { accountsOf, adminSession, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, eventually, type TestApp } from '../test/test-app';
import {
  bankDay,
  closesQuarter,
  dayStartsAt,
  monthEnd,
  monthOf,
  nextMonthStart,
} from '../common/bank-calendar';
import { statementJobDeps } from './statements-jobs';
import { issueCorrection, runMonthlyStatements } from './statements-service';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminSession(t.app, t.db)).auth;
});
afterAll(() => t.close());

async function pdfText(bytes: Buffer): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await loading.promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  await loading.destroy();
  return text;
}

type Item = {
  _id: string;
  account: string;
  periodStart: string;
  periodEnd: string;
  entries: number;
  openingBalance: number;
  closingBalance: number;
  corrects: string | null;
  correctedBy: string | null;
};

const list = async (auth: Record<string, string>) => {
  const res = await t.app.inject({ url: '/statements', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json() as Item[];
};

/** The real month now (UTC, the default zone) and the instant an hour into each month after it. */
const thisMonth = monthOf(bankDay(new Date(), 'UTC'));
function monthsAhead(n: number): string {
  let m = thisMonth;
  for (let i = 0; i < n; i++) m = monthOf(nextMonthStart(m));
  return m;
}
const hourInto = (month: string, zone = 'UTC') =>
  new Date(dayStartsAt(`${month}-01`, zone).getTime() + 3_600_000);

const run = (now: Date, app: TestApp = t) => runMonthlyStatements(statementJobDeps(app.db, app.config), now);

describe('monthly statements', () => {
  it('a month with activity: one statement per account that moved, told once by bell and mail; a second run adds none', async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await credit(t.app, admin, c.userId, 100);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: c.auth,
      payload: {
        amount: 20,
        paymentAccount: 'Checking',
        bankName: 'Other Bank',
        accountNumber: '123456789',
        accountName: 'Landlord',
        pincode: PIN,
      },
    });
    expect(sent.statusCode).toBe(201);

    // Not due while the month is still open.
    await run(new Date());
    expect(await list(c.auth)).toEqual([]);

    await run(hourInto(monthsAhead(1)));
    await run(hourInto(monthsAhead(1)));
    const items = await list(c.auth);
    // Checking moved; Savings did not, and gets its own only at a quarter's end.
    const expected = closesQuarter(thisMonth) ? ['Checking', 'Savings'] : ['Checking'];
    expect(items.map((i) => i.account).sort()).toEqual(expected);
    const checking = items.find((i) => i.account === 'Checking')!;
    expect(checking).toMatchObject({
      periodStart: `${thisMonth}-01`,
      periodEnd: monthEnd(thisMonth),
      openingBalance: 0,
      closingBalance: 50,
      entries: 3, // the credit, the $20 and its $30 fee
      corrects: null,
      correctedBy: null,
    });

    const pdf = await t.app.inject({ url: `/statements/${checking._id}`, headers: c.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Period ${thisMonth}-01 to ${monthEnd(thisMonth)}`);
    expect(text).toContain('Closing balance: $50.00');
    expect(text).toContain('-$30.00');

    const bell = (await t.app.inject({ url: '/notifications', headers: c.auth })).json();
    const ours = bell.notifications.filter((n: { kind: string }) => n.kind === 'statement');
    expect(ours).toHaveLength(1);
    expect(ours[0].link).toBe('/Statements');
    const month = new Date(`${thisMonth}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await eventually(
      () => t.mails.find((m) => m.to === c.email && m.subject === statementMessages.mailSubject(month)),
      'the statement mail',
    );
    // Two runs, one mail: the second found nothing due.
    expect(
      t.mails.filter((m) => m.to === c.email && m.subject === statementMessages.mailSubject(month)),
    ).toHaveLength(1);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it("is the owner's only: another customer gets 404, an administrator 403, no session 401", async () => {
    const c = await customer(t.app);
    await credit(t.app, admin, c.userId, 5);
    await run(hourInto(monthsAhead(1)));
    const [item] = await list(c.auth);
    expect(item).toBeDefined();
    const url = `/statements/${item!._id}`;
    const other = await customer(t.app);
    expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect(await list(other.auth)).toEqual([]);
    expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/statements/not-an-id', headers: c.auth })).statusCode).toBe(404);
  });

  it("a quiet account gets one exactly at each quarter's end, covering every month since the last", async () => {
    const c = await customer(t.app);
    const savings = () => list(c.auth).then((l) => l.filter((i) => i.account === 'Savings'));
    const seen: string[] = [];
    for (let k = 1; k <= 7; k++) {
      const closed = monthsAhead(k - 1);
      await run(hourInto(monthsAhead(k)));
      await run(hourInto(monthsAhead(k))); // idempotent at every step
      if (closesQuarter(closed)) seen.push(monthEnd(closed));
      const now = await savings();
      expect(now.map((i) => i.periodEnd).sort()).toEqual(seen);
    }
    const periods = (await savings()).sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    expect(periods.length).toBeGreaterThanOrEqual(2);
    expect(periods[0]!.periodStart).toBe(`${thisMonth}-01`);
    for (let i = 1; i < periods.length; i++) {
      // No gap: each starts the day after the last ended, three months later.
      expect(periods[i]!.periodStart).toBe(nextMonthStart(monthOf(periods[i - 1]!.periodEnd)));
      expect(periods[i]!.entries).toBe(0);
    }
  });

  it('a pot closed gets no quiet statements after the period it was closed in', async () => {
    const c = await customer(t.app);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/accounts/pots',
      headers: c.auth,
      payload: { name: 'Trip' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const potId = (opened.json() as { pot: { _id: string } }).pot._id;
    const closedPot = await t.app.inject({
      method: 'POST',
      url: `/accounts/pots/${potId}/close`,
      headers: c.auth,
    });
    expect(closedPot.statusCode, closedPot.body).toBe(200);
    for (let k = 1; k <= 7; k++) await run(hourInto(monthsAhead(k)));
    const trip = (await list(c.auth)).filter((i) => i.account === 'Trip');
    expect(trip.length).toBeLessThanOrEqual(1);
    for (const item of trip) expect(item.periodStart <= bankDay(new Date(), 'UTC')).toBe(true);
    // Its Savings, open and quiet, goes on getting one a quarter.
    expect((await list(c.auth)).filter((i) => i.account === 'Savings').length).toBeGreaterThanOrEqual(2);
  });

  it('is immutable: an UPDATE or DELETE is refused, as the app and as the owner; a correction is a new statement', async () => {
    const c = await customer(t.app);
    await credit(t.app, admin, c.userId, 7);
    await run(hourInto(monthsAhead(1)));
    const [item] = (await list(c.auth)).filter((i) => i.account === 'Checking');
    await expect(
      sql`UPDATE statements SET closing_cents = 0 WHERE id = ${item!._id}`.execute(t.db),
    ).rejects.toThrow(/permission denied/);
    await expect(
      sql`UPDATE statements SET closing_cents = 0 WHERE id = ${item!._id}`.execute(t.ownerDb),
    ).rejects.toThrow(/statements are immutable/);
    await expect(sql`DELETE FROM statements WHERE id = ${item!._id}`.execute(t.ownerDb)).rejects.toThrow(
      /statements are immutable/,
    );

    const correction = await issueCorrection(statementJobDeps(t.db, t.config), item!._id, c.userId);
    const after = await list(c.auth);
    expect(after.find((i) => i._id === item!._id)).toMatchObject({
      correctedBy: correction,
      closingBalance: 7,
    });
    expect(after.find((i) => i._id === correction)).toMatchObject({
      corrects: item!._id,
      periodEnd: item!.periodEnd,
    });
  });
});

describe("the bank's time zone", () => {
  let ny: TestApp;
  beforeAll(async () => {
    ny = await createTestApp({ BANK_TIME_ZONE: 'America/New_York' });
  });
  afterAll(() => ny.close());

  /**
   * A credit booked at a chosen moment. The ledger stamps postings with the transaction's time, which no
   * test can move, so this writes what post_payments would (payment, posting, balance) at that moment.
   */
  async function creditAt(userId: string, accountId: string, cents: bigint, at: string) {
    await sql`
      WITH pay AS (
        INSERT INTO payments (reference, user_id, account_id, type, kind, description, amount_cents, status, created_at)
        VALUES (${`VB${Date.now()}${randomBytes(6).toString('hex').toUpperCase()}`}, ${userId}, ${accountId},
                'deposit', 'credit', 'Credit', ${cents}, 'Successful', ${at}::timestamptz)
        RETURNING id)
      INSERT INTO postings (payment_id, debit_account_id, credit_account_id, amount_cents, code, created_at)
      SELECT pay.id, (SELECT id FROM ledger_accounts WHERE kind = 'funding'), ${accountId}, ${cents}, 'principal',
             ${at}::timestamptz FROM pay`.execute(ny.ownerDb);
    await sql`UPDATE ledger_accounts SET balance_cents = balance_cents + ${cents} WHERE id = ${accountId}`.execute(
      ny.ownerDb,
    );
  }

  it("a payment at 23:30 on the last day of the month, bank time, is on that month's statement", async () => {
    expect(ny.config.bankTimeZone).toBe('America/New_York');
    const c = await customer(ny.app);
    const { checking } = await accountsOf(ny.app, c.auth);
    const next = monthsAhead(2);
    const last = monthEnd(monthsAhead(1));
    // 23:30 in New York is already the next day (and month) in UTC.
    const at = new Date(dayStartsAt(last, 'America/New_York').getTime() + 23.5 * 3_600_000);
    expect(bankDay(at, 'UTC')).toBe(`${next}-01`);
    await creditAt(c.userId, checking._id, 1234n, at.toISOString());
    expect(await verifyLedger(ny.db)).toEqual([]);

    await run(hourInto(next, 'America/New_York'), ny);
    const res = await ny.app.inject({ url: '/statements', headers: c.auth });
    const items = (res.json() as Item[]).filter((i) => i.account === 'Checking');
    const month = items.find((i) => i.periodEnd === last)!;
    expect(month).toMatchObject({ periodStart: `${monthsAhead(1)}-01`, entries: 1, closingBalance: 12.34 });
    const text = await pdfText(
      (await ny.app.inject({ url: `/statements/${month._id}`, headers: c.auth })).rawPayload,
    );
    expect(text).toContain(`${last} 23:30:00`);

    // The next month starts from it and does not show it again.
    await run(hourInto(monthsAhead(3), 'America/New_York'), ny);
    const later = ((await ny.app.inject({ url: '/statements', headers: c.auth })).json() as Item[]).filter(
      (i) => i.account === 'Checking' && i.periodStart === `${next}-01`,
    );
    // That month is quiet: it has a statement only if it closes a quarter.
    expect(later).toHaveLength(closesQuarter(next) ? 1 : 0);
    if (closesQuarter(next)) expect(later[0]).toMatchObject({ entries: 0, openingBalance: 12.34 });
  });
});
