import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase, prepareDatabase } from '../database';
import { failoverDrill } from '../../test/failover-drill';
import { freePort } from '../../test/free-port';
import { ownDatabaseConfig } from '../../test/own-database';
import { findAutoFailover, startFormation } from './formation';

/**
 * `npm run test:failover`: the bank on a pg_auto_failover formation (a monitor and two PostgreSQL nodes of
 * the installed server, synchronous replication) through the multi-host URL the tool publishes. Transfers
 * run in parallel batches with idempotency keys, retried with the same key on 500/503 (the drill both
 * failover tests run, `test/failover-drill.ts`); in the middle of a batch the primary node dies (its
 * pg_autoctl and its postgres, SIGKILL), and pg_auto_failover — not the test — promotes the standby. Every acknowledged payment exists exactly once, no retried key took effect
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
    const config = await ownDatabaseConfig({
      MIGRATION_DATABASE_URL: withUser(formation.superuser),
      DATABASE_URL: withUser('vault_app', appPassword),
      PIN_KEY: 'ab'.repeat(32),
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
      const first = await formation.primary();
      expect(first?.name).toBe('node1');
      let promotedAt = 0;
      const drill = await failoverDrill(app, database.db, {
        keyPrefix: 'af',
        transfers: 240,
        giveUpMs: 90_000,
        backOffMs: 200, // a client's back-off
        fail: () => formation.killNode('node1'),
        afterRound: async () => {
          if (!promotedAt && (await formation.primary().catch(() => undefined))?.name === 'node2')
            promotedAt = Date.now();
        },
      });
      for (const line of await formation.events(new Date(drill.killedAt)))
        console.log(`pg_auto_failover: ${line}`);
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      console.log(
        `failover: pg_auto_failover promoted node2 ${promotedAt ? seconds(promotedAt - drill.killedAt) : '?'} s and the bank ` +
          `served a transfer again ${seconds(drill.servedAgainAt - drill.killedAt)} s after the primary node was killed ` +
          `(${drill.unknown} of ${drill.sent} keys answered 500 ${drill.statuses[500]} / 503 ${drill.statuses[503]} times meanwhile)`,
      );
      expect((await formation.primary())?.name).toBe('node2');
      expect(drill.servedAgainAt - drill.killedAt).toBeLessThan(30_000);
    } finally {
      await close();
      await formation.stop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
