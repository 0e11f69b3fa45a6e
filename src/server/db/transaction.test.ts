import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { inSnapshot, inTransaction, MAX_ATTEMPTS } from './transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('inTransaction', () => {
  it('runs the work again after a deadlock, from a rolled-back start', async () => {
    let attempts = 0;
    const result = await inTransaction(t.db, async (trx) => {
      attempts++;
      await sql`CREATE TEMP TABLE IF NOT EXISTS tx_probe (n int) ON COMMIT DROP`.execute(trx);
      await sql`INSERT INTO tx_probe VALUES (${attempts})`.execute(trx);
      const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tx_probe`.execute(trx);
      if (attempts === 1) throw deadlock();
      return rows.rows[0]!.n;
    });
    expect(attempts).toBe(2);
    // The first attempt's row was rolled back with it.
    expect(result).toBe(1);
  });

  it('gives up after a bounded number of attempts, and at once on any other error', async () => {
    let attempts = 0;
    await expect(
      inTransaction(t.db, async () => {
        attempts++;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(MAX_ATTEMPTS);
    attempts = 0;
    await expect(
      inTransaction(t.db, async () => {
        attempts++;
        throw Object.assign(new Error('check violation'), { code: '23514' });
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(attempts).toBe(1);
  });

  it('joins the caller’s transaction instead of opening another', async () => {
    await t.db.transaction().execute(async (outer) => {
      const inner = await inTransaction(outer, async (trx) => trx);
      expect(inner).toBe(outer);
    });
  });
});

describe('inSnapshot', () => {
  it('reads as of its first statement: a commit between two reads does not show', async () => {
    const count = async (db: typeof t.db) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db)).rows[0]!.n;
    const [before, after] = await inSnapshot(t.db, async (trx) => {
      const first = await count(trx);
      await sql`INSERT INTO users (email, first_name, last_name, role, password_hash)
        VALUES ('snapshot@example.com', 'Snap', 'Shot', 'customer', 'x')`.execute(t.ownerDb);
      return [first, await count(trx)];
    });
    expect(after).toBe(before);
    expect(await count(t.db)).toBe(before + 1);
  });
});
