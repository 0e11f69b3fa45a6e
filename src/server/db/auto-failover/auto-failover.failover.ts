import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase, prepareDatabase } from '../database';
import { verifyLedger } from '../../ledger/verify-ledger';
import { fundedCustomer } from '../../test/bank-suite';
import { freePort } from '../../test/free-port';
import { adminSession, PIN } from '../../test/money-helpers';
import type { TestApp } from '../../test/test-app';
import { findAutoFailover, startFormation } from './formation';

/**
 * `npm run test:failover`: the bank on a pg_auto_failover formation (a monitor and two PostgreSQL nodes of
 * the installed server, synchronous replication) through the multi-host URL the tool publishes. Transfers
 * run in parallel batches with idempotency keys, retried with the same key on 500/503; in the middle of a
 * batch the primary node dies (its pg_autoctl and its postgres, SIGKILL), and pg_auto_failover — not the
 * test — promotes the standby. Every acknowledged payment exists exactly once, no retried key took effect
 * twice, the ledger verifies, and the bank serves again within a measured time.
 */
describe('failover with pg_auto_failover', () => {
  it('keeps every acknowledged payment and serves again once the monitor promotes the standby', async () => {
    const tool = findAutoFailover();
    if (!tool) throw new Error('pg_auto_failover is not installed (see docs/operations.md)');
    const formation = await startFormation({
      tool,
      ports: [await freePort(), await freePort(), await freePort()],
      log: (line) => console.log(line),
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-af-bank-'));
    const hosts = formation.nodes.map((n) => `127.0.0.1:${n.port}`).join(',');
    // The URL pg_auto_failover publishes, with the bank's two logins on it.
    expect(formation.uri).toContain(`postgres://${hosts}/vault?target_session_attrs=read-write`);
    // pg_autoctl publishes `sslmode=prefer`, which node-postgres reads as verify-full (not libpq's "try TLS,
    // else plain"): this loopback formation has no TLS, so the bank is told `disable`. In production the nodes
    // have certificates and the URL says verify-full (docs/operations.md).
    const withUser = (user: string, password?: string) =>
      formation.uri
        .replace('postgres://', `postgres://${user}${password ? `:${password}` : ''}@`)
        .replace('sslmode=prefer', 'sslmode=disable');
    const appPassword = 'af0'.repeat(11);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      MIGRATION_DATABASE_URL: withUser(formation.superuser),
      DATABASE_URL: withUser('vault_app', appPassword),
      PIN_KEY: 'ab'.repeat(32),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
      UNVERIFIED_DAILY_LIMIT: '100000000',
      JOB_WORKER: 'false',
      MAINTENANCE_CRON: 'off',
      BACKUP_CRON: 'off',
      RESTORE_DRILL_CRON: 'off',
      FOUR_EYES_THRESHOLD: '100000000',
    });
    let close = async () => {};
    try {
      // The schema, every migration and SQL function, on the installed PostgreSQL (15 on Debian bookworm).
      const prepared = await prepareDatabase(config, () => {});
      const owner = connectDatabase({ url: config.migrationDatabaseUrl! });
      await sql.raw(`ALTER ROLE vault_app WITH LOGIN PASSWORD '${appPassword}'`).execute(owner.db);
      const version = await sql<{ v: string }>`SELECT current_setting('server_version') AS v`.execute(
        owner.db,
      );
      console.log(`failover: the bank's schema is on PostgreSQL ${version.rows[0]!.v}`);
      await owner.close();
      const database = connectDatabase(prepared.login);
      const app = await buildApp(config, {
        db: database.db,
        pool: database.pool,
        mailer: { send: async () => {} },
      });
      close = async () => {
        await app.close();
        await database.close();
      };
      await app.ready();
      const suite = { t: { app } as TestApp, admin: await adminSession(app, database.db) };
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

      const first = await formation.primary();
      expect(first?.name).toBe('node1');
      const acked = new Map<string, string>();
      const unknown = new Set<string>();
      const statuses = { 500: 0, 503: 0 };
      let killedAt = 0;
      let servedAgainAt = 0;
      let n = 0;
      // Batches of 16 in parallel: the kill lands in the middle of group commits.
      const round = async () => {
        const keys = Array.from({ length: 16 }, () => `af-${++n}`);
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
        return keys;
      };
      for (let i = 0; i < 5; i++) await round();
      const killing = (async () => {
        await new Promise((r) => setTimeout(r, 5));
        killedAt = Date.now();
        formation.killNode('node1');
      })();
      let promotedAt = 0;
      while (!servedAgainAt || n < 240) {
        await round();
        if (killedAt && !promotedAt && (await formation.primary().catch(() => undefined))?.name === 'node2')
          promotedAt = Date.now();
        if (!servedAgainAt && killedAt) await new Promise((r) => setTimeout(r, 200)); // a client's back-off
        if (killedAt && Date.now() - killedAt > 90_000) throw new Error('the bank did not serve again');
      }
      await killing;
      for (const line of await formation.events(new Date(killedAt))) console.log(`pg_auto_failover: ${line}`);
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      console.log(
        `failover: pg_auto_failover promoted node2 ${promotedAt ? seconds(promotedAt - killedAt) : '?'} s and the bank ` +
          `served a transfer again ${seconds(servedAgainAt - killedAt)} s after the primary node was killed ` +
          `(${unknown.size} of ${n} keys answered 500 ${statuses[500]} / 503 ${statuses[503]} times meanwhile)`,
      );
      expect((await formation.primary())?.name).toBe('node2');
      expect(servedAgainAt - killedAt).toBeLessThan(30_000);

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
      }>`SELECT id::text FROM payments WHERE id = ANY(${ids}::uuid[])`.execute(database.db);
      expect(rows.rows.length).toBe(ids.length);
      const sent = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM payments WHERE user_id = ${a.userId} AND type = 'withdrawal'`.execute(
        database.db,
      );
      expect(sent.rows[0]!.n).toBe(acked.size);
      const received = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM payments WHERE user_id = ${b.userId} AND type = 'deposit'`.execute(
        database.db,
      );
      expect(received.rows[0]!.n).toBe(acked.size);
      expect(await verifyLedger(database.db)).toEqual([]);
    } finally {
      await close();
      await formation.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
