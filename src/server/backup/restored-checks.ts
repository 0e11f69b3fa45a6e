import { sql } from 'kysely';
import { verifyAuditChain } from '../audit/audit-repository';
import { createDb, createPool } from '../db/connection';
import { verifyLedger } from '../ledger/verify-ledger';

export type RestoredFacts = {
  payments: number;
  users: number;
  files: number;
  auditRecords: number;
  auditChainOk: boolean;
  ledgerViolations: number;
};

/** What an operator wants to know of a restored bank: its books balance, its audit chain holds, what it holds. */
export async function inspectRestored(ownerUrl: string): Promise<RestoredFacts> {
  const db = createDb(createPool(ownerUrl, 2));
  try {
    const counts = await sql<{ payments: bigint; users: bigint; files: bigint }>`
      SELECT (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM users) AS users,
        (SELECT count(*) FROM stored_files) AS files`.execute(db);
    const audit = await verifyAuditChain(db);
    const violations = await verifyLedger(db);
    const c = counts.rows[0]!;
    return {
      payments: Number(c.payments),
      users: Number(c.users),
      files: Number(c.files),
      auditRecords: audit.records,
      auditChainOk: audit.ok,
      ledgerViolations: violations.length,
    };
  } finally {
    await db.destroy();
  }
}
