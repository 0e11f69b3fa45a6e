import { messages } from '../../shared/messages';
import { decodeCursor, pageBySeq } from '../common/pagination';
import { KYC_DOCUMENTS, type KycQueueItem } from '../../shared/schemas/identity';
import { appendAudit } from '../audit/audit-repository';
import type { Db } from '../db/connection';
import type { KycStatus } from '../db/schema-identity';
import { notify } from '../notifications/notifications-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { lockSubmission, recordDecision, submissionOfUser, submissionsByStatus } from './kyc-repository';
import { inTransaction } from '../db/transaction';

type SubmissionRow = NonNullable<Awaited<ReturnType<typeof submissionOfUser>>>;
type QueueRow = SubmissionRow & { first_name: string; last_name: string; email: string };

const MIME_COLUMNS = {
  idFront: 'id_front_mime',
  idBack: 'id_back_mime',
  proofOfAddress: 'proof_of_address_mime',
} as const;

function toQueueItem(row: QueueRow): KycQueueItem {
  const documents = Object.fromEntries(
    KYC_DOCUMENTS.map((name) => {
      const params = new URLSearchParams({ userId: row.user_id, submissionId: row.id });
      return [
        name,
        { url: `/users/kyc/documents/${name}?${params.toString()}`, mime: row[MIME_COLUMNS[name]] },
      ];
    }),
  ) as KycQueueItem['documents'];
  return {
    _id: row.id,
    status: row.status,
    // Administrators compare the full number with the documents; customers only ever see it masked.
    idNumber: row.id_number,
    reason: row.reason,
    submittedAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    customer: { _id: row.user_id, name: `${row.first_name} ${row.last_name}`, email: row.email },
    documents,
  };
}

/** One page of submissions in a status; the next page's cursor is the last row's position. */
export async function kycQueue(db: Db, q: { status: KycStatus; limit: number; cursor?: string }) {
  const afterSeq = decodeCursor(q.cursor);
  const rows = await submissionsByStatus(db, { status: q.status, limit: q.limit + 1, afterSeq });
  return pageBySeq(rows, q.limit, toQueueItem);
}

/**
 * Approves or rejects a Pending submission. The status is re-checked under the row lock, so a second
 * decision answers 409; the decision, its audit record and the customer's notification commit together.
 */
export async function decideKyc(
  db: Db,
  d: { adminId: string; id: string; decision: 'approve' | 'reject'; reason?: string; ip?: string | null },
): Promise<KycQueueItem> {
  if (!isUuid(d.id)) throw notFound();
  const status = d.decision === 'approve' ? 'Approved' : 'Rejected';
  const reason = d.reason?.trim() || null;
  if (status === 'Rejected' && !reason) {
    throw new DomainError('invalid_input', messages.adminKyc.reasonRequired);
  }
  const userId = await inTransaction(db, async (trx) => {
    const submission = await lockSubmission(trx, d.id);
    if (!submission) throw notFound();
    if (submission.status !== 'Pending') {
      throw new DomainError('already_decided', messages.adminKyc.alreadyDecided);
    }
    await recordDecision(trx, { id: d.id, status, reason, adminId: d.adminId });
    await appendAudit(trx, {
      actorId: d.adminId,
      action: status === 'Approved' ? 'kyc_approved' : 'kyc_rejected',
      targetType: 'kyc_submission',
      targetId: d.id,
      reason: reason ?? undefined,
      ip: d.ip,
    });
    await notify(trx, submission.user_id, {
      kind: 'kyc',
      title: status === 'Approved' ? messages.identity.kycApprovedTitle : messages.identity.kycRejectedTitle,
      body:
        status === 'Approved'
          ? messages.identity.kycApprovedBody
          : messages.identity.kycRejectedBody(reason ?? ''),
      link: '/KycVerificationPage',
    });
    return submission.user_id;
  });
  const decided = await decidedItem(db, userId, d.id);
  return decided;
}

async function decidedItem(db: Db, userId: string, id: string): Promise<KycQueueItem> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const submission = (await submissionOfUser(db, userId, id))!;
  return toQueueItem({ ...submission, ...row });
}
