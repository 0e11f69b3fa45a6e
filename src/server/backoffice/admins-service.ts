import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../audit/audit-repository';
import { hashPassword } from '../auth/passwords';
import { issueResetLink } from '../auth/password-service';
import type { Db } from '../db/connection';
import { sendInBackground, type Mailer } from '../mail/mailer';
import { AppError } from '../plugins/errors';
import { findUserByEmail, insertUser } from '../users/users-repository';

const INVITATION_MINUTES = 72 * 60;

/**
 * Creates another administrator with a password nobody knows and mails them a single-use
 * `/reset-password/{token}` link to choose their own. Administrators hold no customer accounts.
 */
export async function inviteAdmin(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  actor: { userId: string; ip: string | null },
  body: { email: string; firstName: string; lastName: string },
  publicUrl: string,
) {
  if (await findUserByEmail(deps.db, body.email)) {
    throw new AppError(409, 'email_taken', 'An account with this email already exists.');
  }
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const { userId, link } = await deps.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, { ...body, phone: '', role: 'admin', passwordHash: unusable });
    const invitation = await issueResetLink({ ...deps, db: trx }, id, publicUrl, INVITATION_MINUTES);
    await appendAudit(trx, {
      actorId: actor.userId,
      action: 'admin_created',
      targetType: 'user',
      targetId: id,
      ip: actor.ip,
    });
    return { userId: id, link: invitation };
  });
  sendInBackground(
    deps.mailer,
    {
      to: body.email,
      subject: 'Vault Bank: you have been invited as an administrator',
      text: `Hello ${body.firstName},\n\nChoose your password with this link within 72 hours:\n${link}\n`,
      link,
    },
    deps.log,
  );
  return userId;
}
