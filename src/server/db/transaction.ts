import type { Db } from './connection';

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a decision that a second
 * administrator approves later runs inside the approval's own transaction, so both commit together.
 */
export function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
