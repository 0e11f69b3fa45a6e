import { messages } from '../../shared/messages';
import { appendAudit } from '../audit/audit-repository';
import { revokeUserSessions } from '../sessions/sessions-repository';
import type { Db } from '../db/connection';
import { DomainError, notFound } from '../common/domain-error';
import { findUserById } from '../users/users-repository';
import { isUuid } from '../common/ids';
import { inTransaction } from '../db/transaction';

type Actor = { userId: string; ip: string | null };

/**
 * Disables a user: every session ends in the same transaction, so their very next request is refused,
 * and sign-in and money movement stay blocked until an administrator enables them again.
 */
export async function disableUser(db: Db, actor: Actor, userId: string, reason: string) {
  if (!isUuid(userId)) throw notFound();
  if (userId === actor.userId) throw new DomainError('forbidden', messages.backoffice.cannotDisableSelf);
  await inTransaction(db, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    if (user.disabled_at) throw new DomainError('not_allowed_now', messages.backoffice.alreadyDisabled);
    await trx
      .updateTable('users')
      .set({ disabled_at: new Date(), disabled_reason: reason, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId);
    await appendAudit(trx, {
      actorId: actor.userId,
      action: 'user_disabled',
      targetType: 'user',
      targetId: userId,
      reason,
      ip: actor.ip,
    });
  });
}

export async function enableUser(db: Db, actor: Actor, userId: string, reason: string) {
  if (!isUuid(userId)) throw notFound();
  await inTransaction(db, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    if (!user.disabled_at) throw new DomainError('not_allowed_now', messages.backoffice.notDisabled);
    await trx
      .updateTable('users')
      .set({ disabled_at: null, disabled_reason: null, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await appendAudit(trx, {
      actorId: actor.userId,
      action: 'user_enabled',
      targetType: 'user',
      targetId: userId,
      reason,
      ip: actor.ip,
    });
  });
}
