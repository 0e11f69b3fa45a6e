import { messages } from '../../shared/messages';
import { queueForSecondAdmin, type Actor, type Queued } from '../backoffice/four-eyes-queue';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { findUserById } from '../users/users-repository';

/**
 * The maker's half of a staff closure: a reason, and the request waits in the four-eyes queue; a second
 * administrator's approval carries it out (`carryOutStaffClosure`, from the queue's decision).
 */
export async function requestStaffClosure(
  db: Db,
  actor: Actor,
  userId: string,
  reason: string,
): Promise<Queued> {
  if (!isUuid(userId)) throw notFound();
  return inTransaction(db, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user || user.role !== 'customer') throw notFound();
    if (user.closed_at) throw new DomainError('not_allowed_now', messages.closing.alreadyClosed);
    const requestId = await queueForSecondAdmin(trx, actor, {
      kind: 'account_closure',
      userId,
      subjectId: userId,
      reason,
    });
    return { queued: true, requestId, message: messages.closing.staffPending };
  });
}
