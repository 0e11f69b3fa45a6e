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
 * Every use case that writes more than one statement goes through here.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
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
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a decision that a second
 * administrator approves later runs inside the approval's own transaction, so both commit together.
 */
export function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : inTransaction(db, work);
}
