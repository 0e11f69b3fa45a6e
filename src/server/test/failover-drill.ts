import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/connection';
import { verifyLedger } from '../ledger/verify-ledger';
import { fundedCustomer } from './bank-suite';
import { adminSession, PIN } from './money-helpers';
import type { TestApp } from './test-app';

export type FailoverDrillOptions = {
  /** Prefix of the Idempotency-Keys, so a drill's keys are its own. */
  keyPrefix: string;
  /** Starts the failover (kills the primary; whatever promotes the standby), in the middle of a round. */
  fail: () => Promise<void> | void;
  /** Transfers sent at the least, the failover included. */
  transfers: number;
  /** After a round: e.g. asks the failover tool what it did. */
  afterRound?: () => Promise<void>;
  /** How long a client backs off after a round while the bank does not serve yet. */
  backOffMs?: number;
  /** Longest the bank may take to serve again before the drill gives up. */
  giveUpMs: number;
};

export type FailoverDrillResult = {
  killedAt: number;
  servedAgainAt: number;
  /** Keys sent, and those whose first answer was 500 or 503 (outcome unknown, retried after). */
  sent: number;
  unknown: number;
  statuses: { 500: number; 503: number };
};

/**
 * The failover drill both failover tests run (the embedded standby promoted by hand, and pg_auto_failover):
 * one funded customer sends $1 transfers to another in parallel rounds of 16 with Idempotency-Keys, so that
 * `fail` lands in the middle of group commits. A request answered 500 or 503 has an unknown outcome; once the
 * bank serves again, each is retried with its key and must take effect once; every acknowledged key replays
 * its first payment. Then every payment exists exactly once on the new primary (the payer's withdrawals and
 * the receiver's deposits are one per key) and the ledger verifies. Answers when the primary was killed and
 * the bank served again.
 */
export async function failoverDrill(
  app: FastifyInstance,
  db: Db,
  opts: FailoverDrillOptions,
): Promise<FailoverDrillResult> {
  const suite = { t: { app } as TestApp, admin: await adminSession(app, db) };
  const a = await fundedCustomer(suite, 100_000);
  const b = await fundedCustomer(suite, 0, 'Grace', 'Hopper');
  const transfer = (key: string) =>
    app.inject({
      method: 'POST',
      url: '/transfers/local',
      headers: { ...a.auth, 'idempotency-key': key },
      payload: {
        amount: 1,
        paymentAccount: 'Account 1',
        bankName: 'Vault Bank',
        accountNumber: b.checking.accountNumber,
        accountName: 'Grace Hopper',
        pincode: PIN,
      },
    });

  const acked = new Map<string, string>();
  const unknown = new Set<string>();
  const statuses = { 500: 0, 503: 0 };
  let killedAt = 0;
  let servedAgainAt = 0;
  let n = 0;
  const round = async () => {
    const keys = Array.from({ length: 16 }, () => `${opts.keyPrefix}-${++n}`);
    await Promise.all(
      keys.map(async (key) => {
        const res = await transfer(key);
        if (res.statusCode === 201) {
          acked.set(key, res.json().transaction._id);
          if (killedAt && !servedAgainAt) servedAgainAt = Date.now();
        } else {
          expect([500, 503], res.body).toContain(res.statusCode);
          statuses[res.statusCode as 500 | 503]++;
          unknown.add(key);
        }
      }),
    );
  };
  for (let i = 0; i < 5; i++) await round();
  const failing = (async () => {
    await new Promise((r) => setTimeout(r, 5));
    killedAt = Date.now();
    await opts.fail();
  })();
  while (!servedAgainAt || n < opts.transfers) {
    await round();
    await opts.afterRound?.();
    if (killedAt && !servedAgainAt && opts.backOffMs) await new Promise((r) => setTimeout(r, opts.backOffMs));
    if (killedAt && Date.now() - killedAt > opts.giveUpMs) throw new Error('the bank did not serve again');
  }
  await failing;

  // The clients retry what failed with the same key: each takes effect once.
  for (const key of unknown) {
    const res = await transfer(key);
    expect(res.statusCode, res.body).toBe(201);
    acked.set(key, res.json().transaction._id);
  }
  for (const key of acked.keys()) {
    const res = await transfer(key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transaction._id).toBe(acked.get(key));
  }
  expect(acked.size).toBe(n);
  const ids = [...acked.values()];
  expect(new Set(ids).size).toBe(acked.size);
  const rows = await sql<{
    id: string;
  }>`SELECT id::text FROM payments WHERE id = ANY(${ids}::uuid[])`.execute(db);
  expect(rows.rows.length).toBe(ids.length);
  const count = async (userId: string, type: string) =>
    (
      await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM payments WHERE user_id = ${userId} AND type = ${type}`.execute(db)
    ).rows[0]!.n;
  expect(await count(a.userId, 'withdrawal')).toBe(acked.size);
  expect(await count(b.userId, 'deposit')).toBe(acked.size);
  expect(await verifyLedger(db)).toEqual([]);
  return { killedAt, servedAgainAt, sent: n, unknown: unknown.size, statuses };
}
