import { formatCents } from '../../shared/money';
import { messages } from '../../shared/messages';
import { appendAudit } from '../audit/audit-repository';
import { creditCustomer } from '../admin/credits-service';
import type { Db } from '../db/connection';
import { notify } from '../notifications/notifications-repository';
import { AppError, notFound } from '../plugins/errors';
import { findUserById } from '../users/users-repository';
import { isUuid } from '../users/users-service';

type Actor = { userId: string; ip: string | null };

/** Records a credit that needs a second administrator; nothing moves and the customer sees nothing yet. */
export async function requestCredit(
  db: Db,
  actor: Actor,
  r: { userId: string; amountCents: bigint; reason?: string },
) {
  if (!isUuid(r.userId)) throw notFound();
  const user = await findUserById(db, r.userId);
  if (!user || user.role !== 'customer') throw notFound();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('credit_requests')
      .values({
        user_id: r.userId,
        amount_cents: r.amountCents,
        reason: r.reason ?? null,
        requested_by: actor.userId,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actorId: actor.userId,
      action: 'credit_requested',
      targetType: 'user',
      targetId: r.userId,
      amountCents: r.amountCents,
      reason: r.reason,
      ip: actor.ip,
    });
    return {
      message: messages.backoffice.creditPending(
        formatCents(r.amountCents),
        `${user.first_name} ${user.last_name}`,
      ),
      requestId: row.id,
    };
  });
}

export function creditQueue(db: Db, status: 'Pending' | 'Approved' | 'Rejected', limit: number) {
  return db
    .selectFrom('credit_requests as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('users as r', 'r.id', 'c.requested_by')
    .select([
      'c.id',
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
    ])
    .where('c.status', '=', status)
    .orderBy('c.seq')
    .limit(limit)
    .execute();
}

/**
 * A second administrator approves (the credit is posted) or rejects a pending request. The row is locked
 * so two decisions cannot both pass; the requester is refused, here and by a CHECK in the schema.
 */
export async function decideCredit(
  db: Db,
  bankName: string,
  actor: Actor,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  if (!isUuid(id)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('credit_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!request) throw notFound();
    if (request.status !== 'Pending')
      throw new AppError(409, 'already_decided', 'This credit request has already been decided.');
    if (request.requested_by === actor.userId)
      throw new AppError(403, 'forbidden', messages.backoffice.cannotApproveOwn);
    let paymentId: string | null = null;
    if (decision === 'approve') {
      const { transaction } = await creditCustomer(trx, bankName, {
        adminId: actor.userId,
        userId: request.user_id,
        amountCents: request.amount_cents,
        reason: request.reason ?? undefined,
        requestHash: request.id,
        ip: actor.ip,
      });
      paymentId = transaction._id;
      await notify(trx, request.user_id, {
        kind: 'credit',
        title: 'Money added',
        body: `${formatCents(request.amount_cents)} was added to your Checking account.`,
        link: '/HistoryPage',
      });
    } else {
      await appendAudit(trx, {
        actorId: actor.userId,
        action: 'credit_rejected',
        targetType: 'credit_request',
        targetId: id,
        amountCents: request.amount_cents,
        reason,
        ip: actor.ip,
      });
    }
    await trx
      .updateTable('credit_requests')
      .set({
        status: decision === 'approve' ? 'Approved' : 'Rejected',
        decided_by: actor.userId,
        decision_reason: reason ?? null,
        decided_at: new Date(),
        payment_id: paymentId,
      })
      .where('id', '=', id)
      .execute();
    return {
      message:
        decision === 'approve' ? messages.backoffice.creditApproved : messages.backoffice.creditRejected,
    };
  });
}
