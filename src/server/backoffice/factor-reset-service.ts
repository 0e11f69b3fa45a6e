import { messages } from '../../shared/messages';
import { appendAudit } from '../audit/audit-repository';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-jobs';
import { hasSecondFactor, resetSecondFactor } from '../mfa/reset-second-factor';
import { revokeUserSessions } from '../sessions/sessions-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { findUserById } from '../users/users-repository';
import { queueForSecondAdmin, type Actor, type Queued } from './four-eyes-queue';

/**
 * The maker's half of a second-factor reset (issue 46, part 4): a customer whose authenticator app or
 * passkey is in someone else's hands asks the bank, an administrator checks their identity and records
 * how in `reason`, and the reset waits for a second administrator. Nothing changes before that.
 */
export async function requestFactorReset(
  db: Db,
  actor: Actor,
  userId: string,
  reason: string,
): Promise<Queued> {
  if (!isUuid(userId)) throw notFound();
  if (userId === actor.userId) throw new DomainError('forbidden', messages.backoffice.cannotResetOwnFactor);
  return inTransaction(db, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    if (!(await hasSecondFactor(trx, userId)))
      throw new DomainError('not_allowed_now', messages.backoffice.noFactorToReset);
    const requestId = await queueForSecondAdmin(trx, actor, {
      kind: 'factor_reset',
      userId,
      subjectId: userId,
      reason,
    });
    return { queued: true as const, requestId, message: messages.backoffice.factorResetPending };
  });
}

/**
 * The checker's half: every second factor goes, every session ends (whoever holds the factor is signed
 * out with the owner), and the audit record and the mail to the customer commit with it.
 */
export async function carryOutFactorReset(trx: Db, actor: Actor, userId: string, reason: string | null) {
  const user = await findUserById(trx, userId);
  if (!user) throw notFound();
  await resetSecondFactor(trx, userId);
  await revokeUserSessions(trx, userId);
  await appendAudit(trx, {
    actorId: actor.userId,
    action: 'factor_reset',
    targetType: 'user',
    targetId: userId,
    reason: reason ?? undefined,
    ip: actor.ip,
  });
  await enqueueMail(trx, {
    to: user.email,
    subject: messages.backoffice.factorResetMailSubject,
    text: messages.backoffice.factorResetMailText(user.first_name),
  });
}
