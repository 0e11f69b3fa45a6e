import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { verifyAuditChain } from '../audit/audit-repository';
import { loadConfig, type Config } from '../config';
import { connectDatabase, prepareDatabase } from '../db/database';
import { urlFor } from '../db/embedded';
import { verifyLedger } from '../ledger/verify-ledger';
import { fundedCustomer, payLocal } from '../test/bank-suite';
import { sendForm, uniquePng } from '../test/fixtures';
import { freePort } from '../test/free-port';
import { adminSession } from '../test/money-helpers';
import { signIn, type TestApp } from '../test/test-app';
import { backupNow, restoreDrill } from './backup-service';
import { listBackups } from './backup-catalog';
import { restoreBackup } from './restore';

/**
 * The rehearsed restore: a bank on its own embedded PostgreSQL with archiving on, filled through its API,
 * backed up, filled more, restored to a moment T, and started again; it must be exactly the bank of T.
 */

async function startBank(config: Config) {
  const prepared = await prepareDatabase(config, () => {});
  const database = connectDatabase(prepared.login, prepared.stop);
  const app = await buildApp(config, {
    db: database.db,
    pool: database.pool,
    mailer: { send: async () => {} },
  });
  await app.ready();
  const admin = await adminSession(app, database.db);
  // The shape bank-suite's helpers take.
  const suite = { t: { app } as TestApp, admin };
  return { app, db: database.db, suite, close: async () => (await app.close(), await database.close()) };
}

const paymentIds = async (db: Awaited<ReturnType<typeof startBank>>['db']) =>
  (await sql<{ id: string }>`SELECT id::text FROM payments ORDER BY id`.execute(db)).rows.map((r) => r.id);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('point-in-time restore', () => {
  it('brings back exactly the bank of a moment T, and the drill restores it again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-restore-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
      UNVERIFIED_DAILY_LIMIT: '100000000',
      JOB_WORKER: 'false',
      MAINTENANCE_CRON: 'off',
      BACKUP_CRON: 'off',
      RESTORE_DRILL_CRON: 'off',
    });
    const say = () => {};
    let bank = await startBank(config);
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

      bank = await startBank(config);
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
    } finally {
      await bank.close().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
