import { messages } from '../../shared/messages';
import { appendAudit } from '../audit/audit-repository';
import { revokeUserSessions } from '../sessions/sessions-repository';
import type { Db } from '../db/connection';
import { DomainError, notFound } from '../common/domain-error';
import { findUserById } from '../users/users-repository';
import { isUuid } from '../common/ids';
import { inTransaction } from '../db/transaction';
import { queueForSecondAdmin, type Actor, type Queued } from './four-eyes-queue';

export type StatusChange = { queued: false } | Queued;

/**
 * Disables a user: every session ends in the same transaction, so their very next request is refused,
 * and sign-in and money movement stay blocked until an administrator enables them again. Disabling an
 * administrator waits for a second administrator (issue 46): one administrator alone cannot lock the
 * others out, nor silence the colleague who would check them.
 */
export async function disableUser(db: Db, actor: Actor, userId: string, reason: string) {
  if (!isUuid(userId)) throw notFound();
  if (userId === actor.userId) throw new DomainError('forbidden', messages.backoffice.cannotDisableSelf);
  return inTransaction(db, async (trx): Promise<StatusChange> => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    if (user.disabled_at) throw new DomainError('not_allowed_now', messages.backoffice.alreadyDisabled);
    if (user.role === 'admin') return queueStatusChange(trx, actor, 'admin_disable', userId, reason);
    await disableNow(trx, actor, userId, reason);
    return { queued: false };
  });
}

/** Carries out a disable: the checker's half for an administrator, the whole of it for a customer. */
export async function disableNow(trx: Db, actor: Actor, userId: string, reason: string): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) throw notFound();
  if (user.disabled_at) throw new DomainError('already_decided', messages.backoffice.alreadyDisabled);
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
}

/** Enables a disabled user; enabling an administrator waits for a second administrator, as disabling does. */
export async function enableUser(db: Db, actor: Actor, userId: string, reason: string) {
  if (!isUuid(userId)) throw notFound();
  return inTransaction(db, async (trx): Promise<StatusChange> => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    if (!user.disabled_at) throw new DomainError('not_allowed_now', messages.backoffice.notDisabled);
    if (user.closed_at) throw new DomainError('not_allowed_now', messages.closing.cannotReopen);
    if (user.role === 'admin') return queueStatusChange(trx, actor, 'admin_enable', userId, reason);
    await enableNow(trx, actor, userId, reason);
    return { queued: false };
  });
}

export async function enableNow(trx: Db, actor: Actor, userId: string, reason: string): Promise<void> {
  const user = await findUserById(trx, userId);
  if (!user) throw notFound();
  if (!user.disabled_at) throw new DomainError('already_decided', messages.backoffice.notDisabled);
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
}

async function queueStatusChange(
  trx: Db,
  actor: Actor,
  kind: 'admin_disable' | 'admin_enable',
  userId: string,
  reason: string,
): Promise<Queued> {
  const requestId = await queueForSecondAdmin(trx, actor, { kind, userId, subjectId: userId, reason });
  const message =
    kind === 'admin_disable'
      ? messages.backoffice.adminDisablePending
      : messages.backoffice.adminEnablePending;
  return { queued: true, requestId, message };
}
