import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit/audit-repository';
import type { Db } from '../db/connection';
import { urlFor } from '../db/embedded';
import { verifyLedger } from '../ledger/verify-ledger';
import { fundedCustomer, payLocal } from '../test/bank-suite';
import { sendForm, uniquePng } from '../test/fixtures';
import { ownDatabaseConfig, startOwnBank } from '../test/own-database';
import { signIn } from '../test/test-app';
import { backupNow, restoreDrill } from './backup-service';
import { listBackups } from './backup-catalog';
import { restoreBackup } from './restore';

/**
 * The rehearsed restore: a bank on its own embedded PostgreSQL with archiving on, filled through its API,
 * backed up, filled more, restored to a moment T, and started again; it must be exactly the bank of T.
 */

const paymentIds = async (db: Db) =>
  (await sql<{ id: string }>`SELECT id::text FROM payments ORDER BY id`.execute(db)).rows.map((r) => r.id);

const METRICS_TOKEN = 'restore-test-metrics-token';

/** GET /metrics as `name{labels}` → value. */
async function scrape(app: FastifyInstance): Promise<Record<string, number>> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const lines = res.body.split('\n').filter((l) => l && !l.startsWith('#'));
  return Object.fromEntries(
    lines.map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))]),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('point-in-time restore', () => {
  it('brings back exactly the bank of a moment T, and the drill restores it again', async () => {
    const config = await ownDatabaseConfig({ METRICS_TOKEN });
    const dataDir = config.dataDir;
    const say = () => {};
    let bank = await startOwnBank(config);
    try {
      const a = await fundedCustomer(bank.suite, 5000);
      const b = await fundedCustomer(bank.suite, 0, 'Grace', 'Hopper');
      const toB = { accountNumber: b.checking.accountNumber, name: 'Grace Hopper' };
      const pay = async (amount: number) => {
        const res = await payLocal(bank.suite, a.auth, toB, amount);
        expect(res.statusCode, res.body).toBe(201);
      };
      for (const n of [11, 12, 13]) await pay(n);
      await backupNow(config, say, urlFor(config.embeddedPgPort));
      expect(listBackups(config.backupDir)).toHaveLength(1);
      const whileRunning = {
        backupDir: config.backupDir,
        dataDir,
        target: 'latest' as const,
        archive: false as const,
      };
      await expect(restoreBackup({ ...whileRunning, progress: say })).rejects.toThrow(
        /is running: stop the bank/,
      );
      for (const n of [21, 22, 23]) await pay(n);
      const image = uniquePng();
      const upload = await sendForm(
        bank.app,
        'POST',
        '/upload',
        a.auth,
        { amount: '40' },
        {
          chequeImage: { body: image, filename: 'cheque.png', contentType: 'image/png' },
        },
      );
      expect(upload.statusCode, upload.body).toBe(201);
      const imageUrl = upload.json().deposit.imageUrl as string;

      await sleep(300);
      const atT = { payments: await paymentIds(bank.db), audit: (await verifyAuditChain(bank.db)).records };
      const T = new Date();
      await sleep(300);
      const late = await signIn(bank.app, b.email);
      for (const n of [31, 32, 33]) await pay(n);
      expect((await paymentIds(bank.db)).length).toBeGreaterThan(atT.payments.length);
      await bank.close();

      const restored = await restoreBackup({
        backupDir: config.backupDir,
        dataDir,
        target: T,
        archive: { timeoutSeconds: config.walArchiveTimeoutSeconds },
        progress: say,
      });
      expect(restored.reachedEndOfWal).toBe(false);
      expect(restored.formerDir && fs.existsSync(restored.formerDir)).toBeTruthy();

      bank = await startOwnBank(config);
      expect(await paymentIds(bank.db)).toEqual(atT.payments);
      expect(await verifyLedger(bank.db)).toEqual([]);
      expect(await verifyAuditChain(bank.db)).toMatchObject({ ok: true, records: atT.audit });
      const served = await bank.app.inject({ url: imageUrl, headers: a.auth });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBeGreaterThan(0);
      expect((await bank.app.inject({ url: '/accounts', headers: late.auth })).statusCode).toBe(401);
      expect((await bank.app.inject({ url: '/accounts', headers: a.auth })).statusCode).toBe(200);

      // The weekly drill on the restored bank: the latest backup, the archive across the new timeline.
      const drill = await restoreDrill(config, say, urlFor(config.embeddedPgPort));
      expect(drill, drill.error).toMatchObject({
        ok: true,
        facts: { ledgerViolations: 0, auditChainOk: true },
      });
      expect(drill.facts!.payments).toBeGreaterThanOrEqual(atT.payments.length);
      expect(fs.readdirSync(config.backupDir).filter((n) => n.startsWith('drill-'))).toEqual([]);

      const metrics = await scrape(bank.app);
      expect(metrics.vault_backup_last_age_seconds).toBeGreaterThanOrEqual(0);
      expect(metrics.vault_backup_last_size_bytes).toBeGreaterThan(1_000_000);
      expect(metrics.vault_restore_drill_last_success).toBe(1);
      expect(metrics.vault_restore_drill_last_age_seconds).toBeLessThan(60);
      expect(metrics.vault_wal_archived).toBeGreaterThan(0);
      expect(metrics.vault_wal_archive_failures).toBe(0);
      expect(metrics.vault_wal_archive_lag_bytes).toBeGreaterThanOrEqual(0);
      expect(metrics['vault_replication_standbys{sync_state="sync"}']).toBe(0);
      expect(metrics.vault_replication_lag_seconds).toBe(0);
    } finally {
      await bank.close().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
