import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { embeddedArchiveFlags, connectDatabase, prepareDatabase } from './database';
import { urlFor } from './embedded';
import { verifyLedger } from '../ledger/verify-ledger';
import { runPostgres, startSyncStandby } from '../backup/standby';
import { fundedCustomer } from '../test/bank-suite';
import { freePort } from '../test/free-port';
import { adminSession, PIN } from '../test/money-helpers';
import { ownDatabaseConfig } from '../test/own-database';
import type { TestApp } from '../test/test-app';

/**
 * A primary with a synchronous hot standby (the same embedded binaries), the bank on a two-host
 * DATABASE_URL with target_session_attrs=read-write (the standby listed first). Transfers run in
 * parallel batches; the primary is SIGKILLed in the middle and the standby promoted (pg_promote, what a
 * failover tool does). Every acknowledged payment exists exactly once on the new primary, every retried
 * Idempotency-Key took effect once, the ledger verifies, and the bank serves again within a measured time.
 */
describe('failover to a synchronous standby', () => {
  it('keeps every acknowledged payment and serves again on the promoted standby', async () => {
    const config = await ownDatabaseConfig();
    const prepared = await prepareDatabase(config, () => {});
    await prepared.stop();
    const pgPort = config.embeddedPgPort;
    const primary = await runPostgres(
      path.join(config.dataDir, 'postgres'),
      pgPort,
      embeddedArchiveFlags(config),
      urlFor(pgPort),
    );
    const standbyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-standby-'));
    const standbyPort = await freePort();
    const standby = await startSyncStandby({
      primaryUrl: urlFor(pgPort),
      primaryDataDir: path.join(config.dataDir, 'postgres'),
      backupDir: config.backupDir,
      dataDir: standbyDir,
      port: standbyPort,
      name: 'standby1',
    });
    const app1 = new URL(prepared.login.url);
    const url = `postgres://${app1.username}:${app1.password}@127.0.0.1:${standbyPort},127.0.0.1:${pgPort}/vault?target_session_attrs=read-write`;
    const database = connectDatabase({ url });
    const app = await buildApp(config, {
      db: database.db,
      pool: database.pool,
      mailer: { send: async () => {} },
    });
    try {
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
      const acked = new Map<string, string>();
      const unknown = new Set<string>();
      let killedAt = 0;
      let servedAgainAt = 0;
      let n = 0;
      // Batches of 16 in parallel: the kill lands in the middle of group commits.
      const round = async () => {
        const keys = Array.from({ length: 16 }, () => `failover-${++n}`);
        await Promise.all(
          keys.map(async (key) => {
            const res = await transfer(key);
            if (res.statusCode === 201) {
              acked.set(key, res.json().transaction._id);
              if (killedAt && !servedAgainAt) servedAgainAt = Date.now();
            } else {
              expect([500, 503], res.body).toContain(res.statusCode);
              unknown.add(key);
            }
          }),
        );
      };
      for (let i = 0; i < 5; i++) await round();
      const killing = (async () => {
        await new Promise((r) => setTimeout(r, 5));
        killedAt = Date.now();
        await primary.kill();
        await new Promise((r) => setTimeout(r, 1000)); // the failover tool's detection
        const c = new (await import('pg')).default.Client({ connectionString: standby.url });
        await c.connect();
        await c.query('SELECT pg_promote(true, 60)');
        await c.end();
      })();
      while (!servedAgainAt || n < 200) {
        await round();
        if (Date.now() - (killedAt || Date.now()) > 60_000) throw new Error('the bank did not serve again');
      }
      await killing;
      console.log(
        `failover: the bank served a transfer again ${((servedAgainAt - killedAt) / 1000).toFixed(1)} s after the primary was killed`,
      );
      expect(servedAgainAt - killedAt).toBeLessThan(30_000);

      // The clients retry what failed with the same key: each takes effect once.
      for (const key of unknown) {
        const res = await transfer(key);
        expect(res.statusCode, res.body).toBe(201);
        acked.set(key, res.json().transaction._id);
      }
      for (const key of acked.keys()) {
        const res = await transfer(key);
        expect(res.json().transaction._id).toBe(acked.get(key));
      }
      const ids = [...acked.values()];
      const rows = await sql<{
        id: string;
      }>`SELECT id::text FROM payments WHERE id = ANY(${ids}::uuid[])`.execute(database.db);
      expect(rows.rows.length).toBe(new Set(ids).size);
      expect(new Set(ids).size).toBe(acked.size);
      const sent = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM payments WHERE user_id = ${a.userId} AND type = 'withdrawal'`.execute(
        database.db,
      );
      expect(sent.rows[0]!.n).toBe(acked.size);
      expect(await verifyLedger(database.db)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
      await standby.stop();
      await primary.kill();
      fs.rmSync(standbyDir, { recursive: true, force: true });
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
