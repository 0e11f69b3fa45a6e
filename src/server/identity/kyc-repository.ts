import type { Db } from '../db/connection';
import type { KycStatus } from '../db/schema-identity';

const SUBMISSION_COLUMNS = [
  'k.id',
  'k.user_id',
  'k.id_number',
  'k.id_front_name',
  'k.id_front_mime',
  'k.id_back_name',
  'k.id_back_mime',
  'k.proof_of_address_name',
  'k.proof_of_address_mime',
  'k.status',
  'k.reason',
  'k.decided_at',
  'k.created_at',
  'k.seq',
] as const;

export type NewSubmission = {
  userId: string;
  idNumber: string;
  files: Record<'idFront' | 'idBack' | 'proofOfAddress', { storedName: string; mime: string }>;
};

/** The customer's newest submission: it alone decides the status shown and whether a new one is allowed. */
export function latestSubmission(db: Db, userId: string) {
  return db
    .selectFrom('kyc_submissions as k')
    .select(SUBMISSION_COLUMNS)
    .where('k.user_id', '=', userId)
    .orderBy('k.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function submissionOfUser(db: Db, userId: string, submissionId: string) {
  return db
    .selectFrom('kyc_submissions as k')
    .select(SUBMISSION_COLUMNS)
    .where('k.user_id', '=', userId)
    .where('k.id', '=', submissionId)
    .executeTakeFirst();
}

export function insertSubmission(db: Db, s: NewSubmission) {
  return db
    .insertInto('kyc_submissions')
    .values({
      user_id: s.userId,
      id_number: s.idNumber,
      id_front_name: s.files.idFront.storedName,
      id_front_mime: s.files.idFront.mime,
      id_back_name: s.files.idBack.storedName,
      id_back_mime: s.files.idBack.mime,
      proof_of_address_name: s.files.proofOfAddress.storedName,
      proof_of_address_mime: s.files.proofOfAddress.mime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Submissions in one status with their customer: Pending oldest first (a queue), decided newest first. */
export function submissionsByStatus(db: Db, q: { status: KycStatus; limit: number; afterSeq?: bigint }) {
  const queue = q.status === 'Pending';
  let query = db
    .selectFrom('kyc_submissions as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select([...SUBMISSION_COLUMNS, 'u.first_name', 'u.last_name', 'u.email'])
    .where('k.status', '=', q.status);
  if (q.afterSeq !== undefined) query = query.where('k.seq', queue ? '>' : '<', q.afterSeq);
  return query
    .orderBy('k.seq', queue ? 'asc' : 'desc')
    .limit(q.limit)
    .execute();
}

/** Reads a submission under a row lock, so two administrators cannot both decide it. */
export function lockSubmission(db: Db, id: string) {
  return db
    .selectFrom('kyc_submissions as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id', 'k.user_id', 'k.status', 'u.first_name', 'u.last_name'])
    .where('k.id', '=', id)
    .forUpdate('k')
    .executeTakeFirst();
}

export async function recordDecision(
  db: Db,
  d: { id: string; status: 'Approved' | 'Rejected'; reason: string | null; adminId: string },
) {
  await db
    .updateTable('kyc_submissions')
    .set({ status: d.status, reason: d.reason, decided_by: d.adminId, decided_at: new Date() })
    .where('id', '=', d.id)
    .where('status', '=', 'Pending')
    .execute();
}

export async function hasApprovedKyc(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'Approved')
    .executeTakeFirst();
  return Boolean(row);
}

/** Which of these users have an Approved KYC submission (the admin queues show it). */
export async function usersWithApprovedKyc(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('kyc_submissions')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('status', '=', 'Approved')
    .execute();
  return new Set(rows.map((r) => r.user_id));
}
