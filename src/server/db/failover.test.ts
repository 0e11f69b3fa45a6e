import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { embeddedArchiveFlags, connectDatabase, prepareDatabase } from './database';
import { urlFor } from './embedded';
import { runPostgres, startSyncStandby } from '../backup/standby';
import { failoverDrill } from '../test/failover-drill';
import { freePort } from '../test/free-port';
import { ownDatabaseConfig } from '../test/own-database';

/**
 * A primary with a synchronous hot standby (the same embedded binaries), the bank on a two-host
 * DATABASE_URL with target_session_attrs=read-write (the standby listed first). Transfers run in
 * parallel batches; the primary is SIGKILLed in the middle and the standby promoted (pg_promote, what a
 * failover tool does), in the drill both failover tests run (`test/failover-drill.ts`): every acknowledged
 * payment exists exactly once on the new primary, every retried Idempotency-Key took effect once, the ledger
 * verifies, and the bank serves again within a measured time.
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
      const drill = await failoverDrill(app, database.db, {
        keyPrefix: 'failover',
        transfers: 200,
        giveUpMs: 60_000,
        fail: async () => {
          await primary.kill();
          await new Promise((r) => setTimeout(r, 1000)); // the failover tool's detection
          const c = new (await import('pg')).default.Client({ connectionString: standby.url });
          await c.connect();
          await c.query('SELECT pg_promote(true, 60)');
          await c.end();
        },
      });
      const served = drill.servedAgainAt - drill.killedAt;
      console.log(
        `failover: the bank served a transfer again ${(served / 1000).toFixed(1)} s after the primary was killed`,
      );
      expect(served).toBeLessThan(30_000);
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
