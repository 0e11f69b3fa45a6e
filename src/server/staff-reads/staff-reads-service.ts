import { staffReadMessages } from '../../shared/account-messages';
import {
  STAFF_READ_KINDS,
  STAFF_READS_NOT_SHOWN,
  type StaffReadItem,
  type StaffReadKind,
} from '../../shared/schemas/staff-reads';
import type { Db } from '../db/connection';
import { STAFF_READ_ACTION_PREFIX } from './staff-reads-guard';
import { listStaffReads } from './staff-reads-repository';

const isKind = (value: string): value is StaffReadKind =>
  (STAFF_READ_KINDS as readonly string[]).includes(value);

/** What Vault Bank staff opened of the customer's records, and why: their Recent Activities. */
export async function staffReadsOf(db: Db, userId: string): Promise<StaffReadItem[]> {
  const rows = await listStaffReads(db, userId);
  return rows.flatMap((row) => {
    const kind = row.action.slice(STAFF_READ_ACTION_PREFIX.length);
    if (!isKind(kind) || STAFF_READS_NOT_SHOWN.has(kind)) return [];
    const reason = row.reason ?? '';
    return [
      {
        kind,
        text: staffReadMessages.line(staffReadMessages.viewed[kind], reason),
        reason,
        timestamp: new Date(row.created_at).toISOString(),
      },
    ];
  });
}
