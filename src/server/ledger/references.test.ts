import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { accountsOf, balanceCents, bankCreditRequest } from '../test/money-helpers';
import { verifyLedger } from './verify-ledger';

// Payment lines, postings and Idempotency-Keys check their references once a statement (`db/functions/13_ledger_references.sql`)
// instead of by foreign keys row by row; these are the guarantees the foreign keys gave, kept.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function count(table: 'payments' | 'postings', column: string, id: string) {
  const r = await sql<{
    n: bigint;
  }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${id}`.execute(t.db);
  return r.rows[0]!.n;
}

function post(requests: unknown[]) {
  return sql`SELECT code FROM post_payments(${JSON.stringify(requests)}::jsonb)`.execute(t.db);
}

describe('references of payments, postings and Idempotency-Keys', () => {
  it('refuses a batch whose posting names a payment or an account that does not exist, or whose line names a related payment that does not, and writes nothing', async () => {
    const ada = await customer(t.app);
    const checking = (await accountsOf(t.app, ada.auth)).checking._id;
    const good = bankCreditRequest(ada.userId, checking);

    const orphan = bankCreditRequest(ada.userId, checking);
    orphan.postings[0]!.paymentId = randomUUID();
    await expect(post([good, orphan])).rejects.toMatchObject({ code: '23503' });

    const nowhere = bankCreditRequest(ada.userId, checking);
    nowhere.postings[0]!.debit = randomUUID();
    await expect(post([good, nowhere])).rejects.toMatchObject({ code: '23503' });

    const base = bankCreditRequest(ada.userId, checking);
    const unrelated = { ...base, payments: [{ ...base.payments[0]!, relatedPaymentId: randomUUID() }] };
    await expect(post([good, unrelated])).rejects.toMatchObject({ code: '23503' });

    expect(await count('payments', 'id', good.payments[0]!.id)).toBe(0n);
    expect(await count('postings', 'payment_id', good.payments[0]!.id)).toBe(0n);
    expect(await balanceCents(t.db, ada.userId)).toBe(0n);

    // The same batch without the bad request posts.
    await post([good]);
    expect(await balanceCents(t.db, ada.userId)).toBe(100n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('refuses an Idempotency-Key of a customer or a payment that does not exist', async () => {
    const ada = await customer(t.app);
    await expect(
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, result_code)
          VALUES (${randomUUID()}, 'k1', 'h', 'ok')`.execute(t.db),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, result_code, payment_id)
          VALUES (${ada.userId}, 'k2', 'h', 'ok', ${randomUUID()})`.execute(t.db),
    ).rejects.toMatchObject({ code: '23503' });
    await sql`INSERT INTO idempotency_keys (user_id, key, request_hash, result_code)
              VALUES (${ada.userId}, 'k3', 'h', 'insufficient_funds')`.execute(t.db);
    await expect(
      sql`UPDATE idempotency_keys SET result_code = 'ok' WHERE user_id = ${ada.userId}`.execute(t.db),
    ).rejects.toThrow(/written once/);
  });

  it('keeps the payments, accounts and customers they refer to: none is deleted, changes its id or moves to another holder', async () => {
    const ada = await customer(t.app);
    const checking = (await accountsOf(t.app, ada.auth)).checking._id;
    const credit = bankCreditRequest(ada.userId, checking);
    await post([credit]);
    const paymentId = credit.payments[0]!.id;
    for (const db of [t.db, t.ownerDb]) {
      await expect(sql`DELETE FROM payments WHERE id = ${paymentId}`.execute(db)).rejects.toThrow(
        /never deleted/,
      );
      await expect(sql`DELETE FROM ledger_accounts WHERE id = ${checking}`.execute(db)).rejects.toThrow(
        /never deleted/,
      );
      await expect(sql`DELETE FROM users WHERE id = ${ada.userId}`.execute(db)).rejects.toThrow(
        /never deleted/,
      );
      const bob = await customer(t.app);
      const bobChecking = (await accountsOf(t.app, bob.auth)).checking._id;
      for (const [change, refusal] of [
        [
          sql`UPDATE payments SET id = ${randomUUID()} WHERE id = ${paymentId}`,
          /keeps its id, account, customer/,
        ],
        [
          sql`UPDATE payments SET account_id = ${bobChecking}, user_id = ${bob.userId} WHERE id = ${paymentId}`,
          /keeps its id, account/,
        ],
        [
          sql`UPDATE payments SET related_payment_id = ${paymentId} WHERE id = ${paymentId}`,
          /related payment/,
        ],
        [
          sql`UPDATE ledger_accounts SET id = ${randomUUID()} WHERE id = ${checking}`,
          /keeps its id and holder/,
        ],
        [
          sql`UPDATE ledger_accounts SET user_id = ${bob.userId} WHERE id = ${checking}`,
          /keeps its id and holder/,
        ],
        [sql`UPDATE users SET id = ${randomUUID()} WHERE id = ${ada.userId}`, /keeps their id/],
      ] as const)
        await expect(change.execute(db)).rejects.toThrow(refusal);
    }
    expect(await count('postings', 'payment_id', paymentId)).toBe(1n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('reads no table whole, even on a connection whose plans were made while the bank was nearly empty', async () => {
    const ada = await customer(t.app);
    const checking = (await accountsOf(t.app, ada.auth)).checking._id;
    const keyed = () => ({ ...bankCreditRequest(ada.userId, checking), idempotencyKey: randomUUID() });
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      // More than five calls, so that PostgreSQL has settled on the plans it keeps for this connection.
      for (let i = 0; i < 8; i++)
        await client.query('SELECT code FROM post_payments($1::jsonb)', [JSON.stringify([keyed()])]);
      await post(Array.from({ length: 3000 }, keyed));
      await client.query('BEGIN');
      const posted = await client.query<{ code: string }>('SELECT code FROM post_payments($1::jsonb)', [
        JSON.stringify(Array.from({ length: 20 }, keyed)),
      ]);
      const stats = await client.query<{ relname: string; seq: string }>(
        `SELECT relname, seq_tup_read AS seq FROM pg_stat_xact_user_tables WHERE seq_tup_read > 0`,
      );
      await client.query('COMMIT');
      expect(posted.rows.map((r) => r.code)).toEqual(Array(20).fill('ok'));
      // Before sequential scans were off in a batch: payments 6,164 rows (the reference checks, planned when
      // it held a few rows), ledger_accounts 513 and users 108 (the batch's own lookups, among a few dozen).
      expect(stats.rows).toEqual([]);
    } finally {
      await client.end();
    }
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
