import type { Db } from '../db/connection';

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

/**
 * Runs `work` in one database transaction, and runs it again from the start when PostgreSQL gives up on
 * it with a serialization failure or deadlock (the whole transaction was rolled back, so a retry is safe).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // Inside a caller's transaction (a second administrator's approval) the caller owns commit and retry.
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
    }
  }
}
