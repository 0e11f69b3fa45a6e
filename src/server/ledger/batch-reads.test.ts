import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceCents, bankCreditRequest } from '../test/money-helpers';
import { bankSuite, fundedCustomer } from '../test/bank-suite';

// A batch holds its locks while it runs, so none of its statements may read a table whole: with many
// customers that is what stalls every payment behind it. The planner's choice depends on the table's size
// (at 2,000 customers a hash join over a whole-table scan looked cheapest), so each test runs twice: among
// 2,000 bystanders, then among 20,000.
const s = bankSuite();
let bystanders = 0;
let ada: Awaited<ReturnType<typeof fundedCustomer>>;
let bob: typeof ada;
let cy: typeof ada;

beforeAll(async () => {
  ada = await fundedCustomer(s, 0, 'Ada');
  bob = await fundedCustomer(s, 0, 'Bob');
  cy = await fundedCustomer(s, 0, 'Cy');
});

/** Adds bystander customers, each with a Checking and a Savings account, until there are `total`. */
async function seedBystanders(total: number) {
  await sql`INSERT INTO users (email, first_name, last_name, role, password_hash)
    SELECT 'bystander' || g || '@example.com', 'By', 'Stander', 'customer', 'x'
    FROM generate_series(${bystanders + 1}::integer, ${total}::integer) g`.execute(s.t.ownerDb);
  await sql`INSERT INTO ledger_accounts (user_id, kind, name, account_number)
    SELECT u.id, k, initcap(k), (3000000000 + u.seq * 2 + (k = 'savings')::integer)::text
    FROM users u, unnest(ARRAY['checking', 'savings']) k
    WHERE u.email LIKE 'bystander%' AND NOT EXISTS (SELECT FROM ledger_accounts a WHERE a.user_id = u.id)`.execute(
    s.t.ownerDb,
  );
  // Each bystander has used one Idempotency-Key, so the keys table grows with the bank too.
  await sql`INSERT INTO idempotency_keys (user_id, key, request_hash, result_code)
    SELECT u.id, 'bystander-key', 'hash', 'ok' FROM users u
    WHERE u.email LIKE 'bystander%' ON CONFLICT DO NOTHING`.execute(s.t.ownerDb);
  await sql`ANALYZE users, ledger_accounts, idempotency_keys`.execute(s.t.ownerDb);
  bystanders = total;
}

/**
 * Runs one statement in a transaction of a new connection (whose table statistics start at nothing) and
 * counts the rows it read of users, ledger_accounts and idempotency_keys, by sequential or index scan.
 */
async function withReads<T extends pg.QueryResultRow>(text: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: s.t.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<T>(text, params);
    const stats = await client.query<{ relname: string; read: string }>(
      `SELECT relname, seq_tup_read + coalesce(idx_tup_fetch, 0) AS read FROM pg_stat_xact_user_tables
       WHERE relname IN ('users', 'ledger_accounts', 'idempotency_keys')`,
    );
    await client.query('COMMIT');
    const read = Object.fromEntries(stats.rows.map((r) => [r.relname, Number(r.read)]));
    return { rows, read };
  } finally {
    await client.end();
  }
}

for (const total of [2_000, 20_000])
  describe(`a batch among ${total} bystanders`, () => {
    beforeAll(() => seedBystanders(total));

    it('finds the accounts it locks through indexes, in id order', async () => {
      const batch = [
        {
          userId: ada.userId,
          ownedAccount: { kind: 'checking' },
          destination: { accountNumber: bob.checking.accountNumber },
        },
        { userId: bob.userId, ownedAccountId: bob.savings._id, payments: [{ accountId: cy.savings._id }] },
      ];
      const { rows, read } = await withReads<{ id: string }>(
        'SELECT id FROM ledger_batch_accounts($1::jsonb)',
        [JSON.stringify(batch)],
      );
      // Ada's two deposit accounts, Bob's Checking by number and his Savings by id, Cy's Savings by id.
      const expected = [ada.checking._id, ada.savings._id, bob.checking._id, bob.savings._id, cy.savings._id];
      expect(rows.map((r) => r.id)).toEqual([...expected].sort());
      // Each of the five is read about twice (found, then locked), never the bystanders' accounts.
      expect(read.ledger_accounts).toBeLessThan(50);
    });

    it('locks its payers and posts without reading other customers', async () => {
      // Ada's credits carry Idempotency-Keys, as many as a busy batch holds (with a few, any plan is cheap);
      // the last request repeats the first, and is answered from it.
      const keyed = Array.from({ length: 40 }, () => ({
        ...bankCreditRequest(ada.userId, ada.checking._id),
        idempotencyKey: randomUUID(),
        requestHash: 'h',
      }));
      // And forty bystanders are credited too, so the batch names as many account holders as a busy one.
      const { rows: others } = await sql<{ user_id: string; account_id: string }>`
        SELECT a.user_id, a.id AS account_id FROM ledger_accounts a JOIN users u ON u.id = a.user_id
        WHERE u.email LIKE 'bystander%' AND a.kind = 'checking' ORDER BY u.seq LIMIT 40`.execute(s.t.ownerDb);
      const batch = [
        ...keyed,
        bankCreditRequest(cy.userId, cy.savings._id),
        ...others.map((o) => bankCreditRequest(o.user_id, o.account_id)),
        keyed[0],
      ];
      const adaBefore = await balanceCents(s.t.db, ada.userId);
      const cyBefore = await balanceCents(s.t.db, cy.userId, 'savings');
      const { rows, read } = await withReads<{ code: string }>('SELECT code FROM post_payments($1::jsonb)', [
        JSON.stringify(batch),
      ]);
      expect(rows.map((r) => r.code)).toEqual(batch.map(() => 'ok'));
      expect(await balanceCents(s.t.db, ada.userId)).toBe(adaBefore + 4_000n);
      expect(await balanceCents(s.t.db, cy.userId, 'savings')).toBe(cyBefore + 100n);
      // A few rows a request (found, locked, checked by the foreign keys), far fewer than the bystanders.
      const few = 5 * batch.length;
      expect(read.users).toBeLessThan(few);
      expect(read.ledger_accounts).toBeLessThan(few);
      expect(read.idempotency_keys ?? 0).toBeLessThan(few);

      // A second batch finds Ada's keys on record and replays their answers, reading those keys alone.
      const again = await withReads<{ code: string; replayed: boolean }>(
        'SELECT code, replayed FROM post_payments($1::jsonb)',
        [JSON.stringify(keyed)],
      );
      expect(again.rows).toEqual(keyed.map(() => ({ code: 'ok', replayed: true })));
      expect(again.read.idempotency_keys).toBeLessThan(few);
      expect(await balanceCents(s.t.db, ada.userId)).toBe(adaBefore + 4_000n);

      // A batch of one, planned generically (`plan_cache_mode`, `db/functions/59_post_payments.sql`) as every batch is, reads a few rows too (the
      // bank's own accounts among them), not the bystanders.
      const alone = await withReads<{ code: string }>('SELECT code FROM post_payments($1::jsonb)', [
        JSON.stringify([
          {
            ...bankCreditRequest(ada.userId, ada.checking._id),
            idempotencyKey: randomUUID(),
            requestHash: 'h',
          },
        ]),
      ]);
      expect(alone.rows).toEqual([{ code: 'ok' }]);
      expect(alone.read.users).toBeLessThan(25);
      expect(alone.read.ledger_accounts).toBeLessThan(25);
      expect(alone.read.idempotency_keys ?? 0).toBeLessThan(25);
    });
  });
