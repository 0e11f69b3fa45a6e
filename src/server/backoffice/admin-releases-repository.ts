import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type ReleaseKind =
  'credit' | 'loan_approval' | 'cheque_approval' | 'transfer_settlement' | 'dispute_credit';

export type SoloRelease = {
  kind: ReleaseKind;
  /** The customer the money goes to (or leaves, for a settlement). */
  userId: string;
  subjectId?: string | null;
  amountCents: bigint;
};

/**
 * Serialises one administrator's releases until the transaction ends: two releases by the same
 * administrator in parallel sum one after the other, so both cannot slip under the threshold. An advisory
 * lock rather than the user row, so the administrator's other work (sessions, audit rows) never waits on it.
 */
export async function lockAdminReleases(db: Db, adminId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`admin_releases:${adminId}`}, 0))`.execute(db);
}

/** What the administrator released alone over the last 24 hours, in cents. */
export async function soloReleasesInLastDay(db: Db, adminId: string): Promise<bigint> {
  const result = await sql<{ total: bigint }>`
    SELECT coalesce(sum(amount_cents), 0)::bigint AS total FROM admin_releases
    WHERE admin_id = ${adminId} AND released_at > now() - interval '24 hours'`.execute(db);
  return result.rows[0]?.total ?? 0n;
}

export async function insertSoloRelease(db: Db, adminId: string, r: SoloRelease): Promise<void> {
  await db
    .insertInto('admin_releases')
    .values({
      admin_id: adminId,
      kind: r.kind,
      user_id: r.userId,
      subject_id: r.subjectId ?? null,
      amount_cents: r.amountCents,
    })
    .execute();
}

/** The administrator who approved the customer's identity check, if any did. */
export async function kycApprover(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('kyc_submissions')
    .select('decided_by')
    .where('user_id', '=', userId)
    .where('status', '=', 'Approved')
    .executeTakeFirst();
  return row?.decided_by ?? null;
}
