import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Takes a lock, held until the transaction ends, that serialises one customer's capped requests (waiting
 * cheques, open tickets): the count and the insert it allows happen under it, so 30 requests sent at
 * once cannot all read the same count. An advisory lock is used rather than the user row so that
 * payments and sign-ins touching that row do not wait for it.
 */
export async function lockCustomerCaps(db: Db, userId: string, cap: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cap:${cap}:${userId}`}, 0))`.execute(db);
}
