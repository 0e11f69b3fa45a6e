import { sql } from 'kysely';
import type { DecisionStatus } from '../../shared/statuses';
import type { Db } from '../db/connection';
import type { ApprovalKind } from '../../shared/statuses';

export type NewApprovalRequest = {
  kind: ApprovalKind;
  userId: string;
  subjectId?: string;
  amountCents?: bigint;
  reason?: string;
  requestedBy: string;
};

/** Inserts a waiting request; answers undefined when the same subject already waits (unique index). */
export async function insertApprovalRequest(db: Db, r: NewApprovalRequest) {
  const result = await sql<{ id: string }>`
    INSERT INTO credit_requests (kind, user_id, subject_id, amount_cents, reason, requested_by)
    VALUES (${r.kind}, ${r.userId}, ${r.subjectId ?? null}, ${r.amountCents ?? null}, ${r.reason ?? null},
            ${r.requestedBy})
    ON CONFLICT (kind, subject_id) WHERE status = 'Pending' AND subject_id IS NOT NULL DO NOTHING
    RETURNING id`.execute(db);
  return result.rows[0]?.id;
}

export function findPendingRequest(db: Db, kind: ApprovalKind, subjectId: string) {
  return db
    .selectFrom('credit_requests')
    .select(['id', 'requested_by'])
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
}

export function lockRequest(db: Db, id: string) {
  return db.selectFrom('credit_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markRequestDecided(
  db: Db,
  id: string,
  d: { approved: boolean; decidedBy: string; reason?: string; paymentId?: string | null },
) {
  await db
    .updateTable('credit_requests')
    .set({
      status: d.approved ? 'Approved' : 'Rejected',
      decided_by: d.decidedBy,
      decision_reason: d.reason ?? null,
      decided_at: new Date(),
      payment_id: d.paymentId ?? null,
    })
    .where('id', '=', id)
    .execute();
}

export function approvalQueue(db: Db, status: DecisionStatus, limit: number) {
  return db
    .selectFrom('credit_requests as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('users as r', 'r.id', 'c.requested_by')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .select([
      'c.id',
      'c.kind',
      'c.subject_id',
      'c.amount_cents',
      'c.reason',
      'c.status',
      'c.created_at',
      'c.decision_reason',
      'c.requested_by',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'r.email as requested_by_email',
      'd.email as decided_by_email',
    ])
    .where('c.status', '=', status)
    .orderBy('c.seq')
    .limit(limit)
    .execute();
}

/**
 * Locks the customer's user row for the rest of the transaction, so that decisions which read the
 * customer's running totals (credits of the last 24 hours, waiting items) are taken one at a time.
 */
export async function lockUserRow(db: Db, userId: string): Promise<boolean> {
  const result = await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(db);
  return result.rows.length > 0;
}

/** Bank credits posted to the customer in the last 24 hours, in cents. */
export async function creditsInLastDay(db: Db, userId: string): Promise<bigint> {
  const result = await sql<{ total: bigint }>`
    SELECT coalesce(sum(amount_cents), 0)::bigint AS total FROM payments
    WHERE user_id = ${userId} AND kind = 'bank_credit' AND status = 'Successful'
      AND created_at > now() - interval '24 hours'`.execute(db);
  return result.rows[0]?.total ?? 0n;
}
