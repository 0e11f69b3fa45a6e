import type { Db } from './connection';

/** PostgreSQL gave up on the whole transaction (serialization failure, deadlock): running it again is safe. */
export const RETRYABLE_CODES = new Set(['40001', '40P01']);
export const MAX_ATTEMPTS = 4;

export function isRetryable(err: unknown): boolean {
  const code = (err as { code?: string } | undefined)?.code;
  return Boolean(code && RETRYABLE_CODES.has(code));
}

/** A short random pause that grows with each attempt, so that retried transactions do not collide again. */
export function backoff(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
}

/**
 * Runs `work` in one database transaction, and runs it again from the start when PostgreSQL gives up on
 * it with a serialization failure or deadlock (the whole transaction was rolled back, so a retry is safe).
 * Every use case that writes more than one statement goes through here. Inside a caller's transaction (a
 * decision that a second administrator approves runs inside the approval's own transaction, so both commit
 * together) it runs in that one, and the caller owns commit and retry.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (!isRetryable(err) || attempt >= MAX_ATTEMPTS) throw err;
      await backoff(attempt);
    }
  }
}

/**
 * Reads that must agree with each other (a list and the rows under it) in one snapshot: read separately, a
 * commit between them shows, say, an order's new history beside its old run count. Read-only repeatable
 * read never fails on a conflict, so there is nothing to retry.
 */
export function inSnapshot<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}
