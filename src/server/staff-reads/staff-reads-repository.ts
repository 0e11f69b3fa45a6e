import type { Db } from '../db/connection';
import { STAFF_READ_ACTION_PREFIX } from './staff-reads-guard';

/** The staff reads of one customer's records in the audit chain, newest first. */
export function listStaffReads(db: Db, userId: string, limit = 100) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'reason', 'created_at'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .where('action', 'like', `${STAFF_READ_ACTION_PREFIX}%`)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
