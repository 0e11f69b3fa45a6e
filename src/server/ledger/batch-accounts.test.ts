import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bankSuite, fundedCustomer } from '../test/bank-suite';

const s = bankSuite();
const BYSTANDERS = 20_000;

/** Customers the batch does not name, each with a Checking and a Savings account, as a real bank has. */
async function seedBystanders() {
  await sql`INSERT INTO users (email, first_name, last_name, role, password_hash)
    SELECT 'bystander' || g || '@example.com', 'By', 'Stander', 'customer', 'x'
    FROM generate_series(1, ${BYSTANDERS}::integer) g`.execute(s.t.ownerDb);
  await sql`INSERT INTO ledger_accounts (user_id, kind, name, account_number)
    SELECT u.id, k, initcap(k), (3000000000 + u.seq * 2 + (k = 'savings')::integer)::text
    FROM users u, unnest(ARRAY['checking', 'savings']) k
    WHERE u.email LIKE 'bystander%'`.execute(s.t.ownerDb);
  await sql`ANALYZE users, ledger_accounts`.execute(s.t.ownerDb);
}

describe('the accounts a batch locks', () => {
  it('are found through indexes, whatever number of customers the bank has', async () => {
    const ada = await fundedCustomer(s, 0, 'Ada');
    const bob = await fundedCustomer(s, 0, 'Bob');
    const cy = await fundedCustomer(s, 0, 'Cy');
    await seedBystanders();
    const batch = [
      {
        userId: ada.userId,
        ownedAccount: { kind: 'checking' },
        destination: { accountNumber: bob.checking.accountNumber },
      },
      { userId: bob.userId, ownedAccountId: bob.savings._id, payments: [{ accountId: cy.savings._id }] },
    ];
    const { rows, rowsRead } = await s.t.db.transaction().execute(async (trx) => {
      const locked = await sql<{
        id: string;
      }>`SELECT id FROM ledger_batch_accounts(${JSON.stringify(batch)}::jsonb)`.execute(trx);
      const stats = await sql<{
        read: string;
      }>`SELECT seq_tup_read + coalesce(idx_tup_fetch, 0) AS read FROM pg_stat_xact_user_tables
        WHERE relname = 'ledger_accounts'`.execute(trx);
      return { rows: locked.rows, rowsRead: Number(stats.rows[0]!.read) };
    });
    // Ada's two deposit accounts, Bob's Checking by number and his Savings by id, Cy's Savings by id: in id order.
    const expected = [ada.checking._id, ada.savings._id, bob.checking._id, bob.savings._id, cy.savings._id];
    expect(rows.map((r) => r.id)).toEqual([...expected].sort());
    // Each of the five is read about twice (found, then locked), never the bystanders' 40,000.
    expect(rowsRead).toBeLessThan(50);
  });
});
