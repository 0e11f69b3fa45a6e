import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountMessages } from '../../shared/money';
import { messages } from '../../shared/messages';
import { SEARCH_MIN_LENGTH } from '../../shared/schemas/search';
import { verifyLedger } from '../ledger/verify-ledger';
import { accountsOf, adminSession, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { containsPattern, searchText } from './search';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminSession(t.app, t.db)).auth;
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

const NAMES = ['Acme Plumbing', 'Northwind Traders', 'Globex Energy', 'Initech Payroll', 'Umbrella Rentals'];
const DETAILS = ['invoice', 'monthly rent', 'salary march', 'electric bill', 'gift 100% cash_back'];
const COUNT = 2_000;

type Seeded = { reference: string; name: string; details: string; cents: bigint; type: string };

/**
 * `COUNT` payments on the customer's Checking through the ledger's primitive, 500 a call: deposits from
 * and withdrawals to five counterparties with five kinds of details, amounts from $1.00 to $20.00.
 */
async function seed(userId: string, accountId: string, prefix: string): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let done = 0; done < COUNT; done += 500) {
    const batch = Array.from({ length: 500 }, (_, j) => {
      const i = done + j;
      const id = randomUUID();
      // Withdrawals only after enough deposits to pay them.
      const deposit = i < 100 || i % 2 === 0;
      const s: Seeded = {
        reference: `${prefix}${String(i).padStart(6, '0')}`,
        name: NAMES[i % 5]!,
        details: DETAILS[Math.floor(i / 5) % 5]!,
        cents: BigInt(100 + (i % 20) * 100),
        type: deposit ? 'deposit' : 'withdrawal',
      };
      seeded.push(s);
      return {
        userId,
        payments: [
          {
            id,
            reference: s.reference,
            userId,
            accountId,
            type: s.type,
            kind: deposit ? 'incoming_transfer' : 'local_transfer',
            description: deposit ? 'Incoming transfer' : 'Local transfer',
            amountCents: String(s.cents),
            status: 'Successful',
            counterparty: { bankName: 'Other Bank', accountNumber: `99${i % 5}000111`, accountName: s.name },
            details: s.details,
          },
        ],
        postings: [
          deposit
            ? {
                paymentId: id,
                debit: 'bank:settlement',
                credit: accountId,
                amountCents: String(s.cents),
                code: 'principal',
              }
            : {
                paymentId: id,
                debit: accountId,
                credit: 'bank:settlement',
                amountCents: String(s.cents),
                code: 'principal',
              },
        ],
      };
    });
    await sql`SELECT count(*) FROM post_payments(${JSON.stringify(batch)}::jsonb)`.execute(t.ownerDb);
  }
  return seeded;
}

type Tx = {
  _id: string;
  reference: string;
  amount: number;
  details: string | null;
  counterparty: Record<string, string>;
};

/** Every page of the search, followed by its cursor. */
async function searchAll(auth: Record<string, string>, query: string) {
  const found: Tx[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.app.inject({
      url: `/transactions?limit=100&${query}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { transactions: Tx[]; nextCursor: string | null };
    found.push(...body.transactions);
    cursor = body.nextCursor;
  } while (cursor);
  return found;
}

const refs = (list: { reference: string }[]) => list.map((x) => x.reference).sort();

let alice: Awaited<ReturnType<typeof customer>> & { checking: { _id: string } };
let aliceRows: Seeded[];
let bob: Awaited<ReturnType<typeof customer>>;
beforeAll(async () => {
  const a = await customer(t.app);
  alice = { ...a, ...(await accountsOf(t.app, a.auth)) };
  aliceRows = await seed(a.userId, alice.checking._id, 'ALICE');
  // Another customer with the same counterparties and details: none of it may ever match for Alice.
  bob = await customer(t.app);
  await seed(bob.userId, (await accountsOf(t.app, bob.auth)).checking._id, 'BOBBY');
}, 120_000);

describe('GET /transactions search (issue 49 part 4)', () => {
  it('q finds the counterparty name, whatever the case, over every page and only the customer’s own', async () => {
    const found = await searchAll(alice.auth, 'q=northWIND');
    const expected = aliceRows.filter((r) => r.name === 'Northwind Traders');
    expect(found).toHaveLength(expected.length);
    expect(refs(found)).toEqual(refs(expected));
    expect(found.every((x) => x.reference.startsWith('ALICE'))).toBe(true);
  });

  it('q finds words of the details and the bank name', async () => {
    const rent = await searchAll(alice.auth, 'q=rent');
    // "monthly rent" and "Umbrella Rentals"
    const expected = aliceRows.filter((r) => r.details === 'monthly rent' || r.name === 'Umbrella Rentals');
    expect(refs(rent)).toEqual(refs(expected));
    expect(await searchAll(alice.auth, 'q=other%20bank')).toHaveLength(COUNT);
  });

  it('q takes % and _ literally', async () => {
    const found = await searchAll(alice.auth, `q=${encodeURIComponent('100% cash_')}`);
    expect(refs(found)).toEqual(refs(aliceRows.filter((r) => r.details.includes('100% cash_'))));
    expect(await searchAll(alice.auth, `q=${encodeURIComponent('e%c')}`)).toEqual([]);
  });

  it('an exact reference finds that one payment; another customer’s reference finds nothing', async () => {
    const one = await searchAll(alice.auth, 'q=ALICE001234');
    expect(refs(one)).toEqual(['ALICE001234']);
    expect(await searchAll(alice.auth, 'q=BOBBY001234')).toEqual([]);
    expect(await searchAll(bob.auth, 'q=ALICE001234')).toEqual([]);
  });

  it('minAmount and maxAmount bound the amount, inclusive, read as a transfer amount is', async () => {
    const found = await searchAll(alice.auth, 'minAmount=5&maxAmount=7.00');
    const expected = aliceRows.filter((r) => r.cents >= 500n && r.cents <= 700n);
    expect(found.length).toBe(expected.length);
    expect(refs(found)).toEqual(refs(expected));
    expect(await searchAll(alice.auth, 'minAmount=20.01')).toEqual([]);
    expect(await searchAll(alice.auth, 'maxAmount=1')).toHaveLength(
      aliceRows.filter((r) => r.cents === 100n).length,
    );
  });

  it('category follows the rules and the customer’s own choices', async () => {
    // Initech Payroll deposits carry "salary march" only sometimes; the rules read the details.
    const salary = await searchAll(alice.auth, 'category=Salary');
    expect(refs(salary)).toEqual(
      refs(aliceRows.filter((r) => r.type === 'deposit' && r.details === 'salary march')),
    );
    const bills = await searchAll(alice.auth, 'category=Bills');
    const billRows = aliceRows.filter(
      (r) => r.type === 'withdrawal' && (r.details === 'monthly rent' || r.details === 'electric bill'),
    );
    expect(refs(bills)).toEqual(refs(billRows));
    // Filing one payment under Other (remembered for its counterparty) moves it and that counterparty's.
    const target = bills[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/transactions/${target._id}/category`,
      headers: alice.auth,
      payload: { category: 'Other' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await searchAll(alice.auth, 'category=Bills');
    expect(after.map((x) => x.reference)).not.toContain(target.reference);
    expect(after.some((x) => x.counterparty.accountName === target.counterparty.accountName)).toBe(false);
    // Bob's categories are his own: the same counterparty stays Bills for him.
    const bobBills = await searchAll(bob.auth, 'category=Bills');
    expect(bobBills.some((x) => x.counterparty.accountName === target.counterparty.accountName)).toBe(true);
  });

  it('combines q, amounts, category, type and account', async () => {
    const found = await searchAll(
      alice.auth,
      'q=acme&minAmount=3&maxAmount=15.5&category=Transfers&type=deposit',
    );
    const expected = aliceRows.filter(
      (r) =>
        r.name === 'Acme Plumbing' &&
        r.cents >= 300n &&
        r.cents <= 1550n &&
        r.type === 'deposit' &&
        r.details !== 'salary march',
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(refs(found)).toEqual(refs(expected));
    const savings = await searchAll(alice.auth, 'q=acme&account=Savings');
    expect(savings).toEqual([]);
  });

  it('refuses a bad amount, a short q, an unknown category and an empty range with a clear 400', async () => {
    const ask = (query: string) => t.app.inject({ url: `/transactions?${query}`, headers: alice.auth });
    const cases: [string, string][] = [
      ['minAmount=abc', amountMessages.notPlainNumber],
      ['maxAmount=1.234', amountMessages.tooManyDecimals],
      ['minAmount=-5', amountMessages.notPositive],
      ['minAmount=', amountMessages.missing],
      ['q=ab', messages.search.tooShort(SEARCH_MIN_LENGTH)],
      ['minAmount=10&maxAmount=9.99', messages.search.badAmountRange],
    ];
    for (const [query, text] of cases) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(text);
    }
    expect((await ask('category=Groceries')).statusCode).toBe(400);
    expect((await ask('search=acme')).statusCode).toBe(400);
  });
});

describe('exports with the search filters', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('CSV lists the matching lines with the account’s real balances', async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await credit(t.app, admin, c.userId, 300);
    for (const [name, amount] of [
      ['Zed Landlord', 25],
      ['Cafe Nero', 4],
      ['Zed Landlord', 30],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/transfers/local',
        headers: c.auth,
        payload: {
          amount,
          paymentAccount: 'Checking',
          bankName: 'Other Bank',
          accountNumber: '123456789',
          accountName: name,
          details: 'monthly rent',
          pincode: PIN,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const csv = (query: string) =>
      t.app.inject({
        url: `/transactions/export?format=csv&from=${today}&to=${today}&${query}`,
        headers: c.auth,
      });
    const all = (await csv('')).body.trim().split('\r\n');
    const zed = (await csv('q=landlord')).body.trim().split('\r\n');
    // Header, opening, 3 transfers each with a fee line, and the credit, closing: the search keeps two
    // principal lines and their fees (the same payment), and the same opening and closing.
    expect(all).toHaveLength(2 + 1 + 6 + 1);
    expect(zed).toHaveLength(2 + 4 + 1);
    expect(zed[1]).toBe(all[1]);
    expect(zed.at(-1)).toBe(all.at(-1));
    expect(zed.slice(2, -1).every((l) => all.includes(l))).toBe(true);
    const big = (await csv('minAmount=26')).body.trim().split('\r\n');
    // The $300 credit and the $30 transfer (its $30 fee line is the same payment).
    expect(big.slice(2, -1).map((l) => l.split(',')[3])).toEqual(['300.00', '-30.00', '-30.00']);
    const refused = await csv('minAmount=1e3');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(amountMessages.notPlainNumber);
  });

  it('OFX and camt.053 list only the matching entries; their balances stay the account’s', async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await credit(t.app, admin, c.userId, 50);
    await t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: c.auth,
      payload: {
        amount: 7,
        paymentAccount: 'Checking',
        bankName: 'Other Bank',
        accountNumber: '123456789',
        accountName: 'Quill Books',
        pincode: PIN,
      },
    });
    const ofx = (
      await t.app.inject({
        url: `/transactions/export?format=ofx&from=${today}&to=${today}&category=Deposits`,
        headers: c.auth,
      })
    ).body;
    expect(ofx.match(/<STMTTRN>/g)).toHaveLength(1);
    expect(ofx).toContain('<TRNAMT>50.00');
    expect(ofx).not.toContain('Quill');
    expect(ofx).toMatch(/<LEDGERBAL>\s*<BALAMT>13\.00/);
    const camt = (
      await t.app.inject({
        url: `/transactions/export?format=camt053&from=${today}&to=${today}&q=quill`,
        headers: c.auth,
      })
    ).body;
    expect(camt.match(/<Ntry>/g)).toHaveLength(1);
    expect(camt).toContain('Quill Books');
  });
});

class Rollback extends Error {}

describe('the search index', () => {
  it('the search text of the statement page is the expression of payments_search_idx', async () => {
    // With the customer's other indexes gone (inside a transaction rolled back), the only way to a
    // customer's payments is the search index: it is taken only if the query's text is its expression.
    const plan = await t.ownerDb
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes WHERE tablename = 'payments'
          AND indexdef LIKE '%(user_id%' AND indexname <> 'payments_search_idx'`.execute(trx);
        for (const r of rows) await sql`DROP INDEX ${sql.id(r.name)}`.execute(trx);
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const explained = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT p.id FROM payments p WHERE p.user_id = ${alice.userId}
          AND ${searchText('p')} ILIKE ${containsPattern('ALICE001234')} ORDER BY p.seq DESC LIMIT 51`.execute(
          trx,
        );
        // Thrown to roll the dropped indexes back.
        throw new Rollback(explained.rows.map((r) => r['QUERY PLAN']).join('\n'));
      })
      .catch((e: unknown) => (e instanceof Rollback ? e.message : String(e)));
    expect(plan).toContain('Bitmap Index Scan on payments_search_idx');
  });
});
