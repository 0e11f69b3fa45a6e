import { randomBytes } from 'node:crypto';
import { appendAudit } from '../audit/audit-repository';
import { hashPassword } from '../auth/passwords';
import { issueResetLink } from '../auth/password-service';
import type { Db } from '../db/connection';
import { enqueueMail } from '../mail/mail-jobs';
import { DomainError } from '../common/domain-error';
import { findUserByEmail, insertUser, markDisabled, setAwaitingApproval } from '../users/users-repository';
import { queueForSecondAdmin, type Actor } from './four-eyes-queue';
import { inTransaction } from '../db/transaction';

const INVITATION_MINUTES = 72 * 60;

/** The checker's half of an invitation: the invited administrator may now sign in. */
export async function approveInvitation(trx: Db, actor: Actor, userId: string): Promise<void> {
  await setAwaitingApproval(trx, userId, false);
  await appendAudit(trx, {
    actorId: actor.userId,
    action: 'admin_approved',
    targetType: 'user',
    targetId: userId,
    ip: actor.ip,
  });
}

/** A rejected invitation leaves the account unable to sign in for good. */
export async function rejectInvitation(trx: Db, userId: string): Promise<void> {
  await markDisabled(trx, userId, 'Invitation rejected by a second administrator');
}

/**
 * Creates another administrator with a password nobody knows and mails them a single-use
 * `/reset-password/{token}` link to choose their own. Administrators hold no customer accounts.
 */
export async function inviteAdmin(
  deps: { db: Db },
  actor: { userId: string; ip: string | null },
  body: { email: string; firstName: string; lastName: string },
  publicUrl: string,
) {
  if (await findUserByEmail(deps.db, body.email)) {
    throw new DomainError('email_taken');
  }
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  return inTransaction(deps.db, async (trx) => {
    const id = await insertUser(trx, {
      ...body,
      phone: '',
      role: 'admin',
      passwordHash: unusable,
      awaitingApproval: true,
    });
    const link = await issueResetLink({ db: trx }, id, publicUrl, INVITATION_MINUTES);
    await appendAudit(trx, {
      actorId: actor.userId,
      action: 'admin_created',
      targetType: 'user',
      targetId: id,
      ip: actor.ip,
    });
    // One administrator alone must not be able to create a second one they control: the new account
    // signs in only after a different administrator approves the invitation.
    await queueForSecondAdmin(trx, actor, { kind: 'admin_invitation', userId: id, subjectId: id });
    await enqueueMail(trx, {
      to: body.email,
      subject: 'Vault Bank: you have been invited as an administrator',
      text: `Hello ${body.firstName},\n\nChoose your password with this link within 72 hours:\n${link}\n`,
      link,
    });
    return id;
  });
}
