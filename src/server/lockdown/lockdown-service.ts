import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { messages } from '../../shared/messages';
import { appendAudit } from '../audit/audit-repository';
import { DomainError } from '../common/domain-error';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-jobs';
import { notify } from '../notifications/notifications-repository';
import { revokeUserSessions } from '../sessions/sessions-repository';
import { sha256 } from '../common/sha256';

type Ctx = { ip: string | null; userAgent: string | null };

/**
 * "This wasn't me": in one transaction every session of the user ends, every card is frozen, payments out
 * pause (`locked_down_at`, cleared by a password reset), the audit log and the customer's notifications record
 * it, and the back office gets an open case.
 */
export async function lockDown(db: Db, userId: string, via: 'activities' | 'mail', ctx: Ctx): Promise<void> {
  await inTransaction(db, async (trx) => {
    await sql`UPDATE users SET locked_down_at = coalesce(locked_down_at, now()) WHERE id = ${userId}`.execute(
      trx,
    );
    await revokeUserSessions(trx, userId);
    await sql`UPDATE cards SET status = 'Frozen' WHERE user_id = ${userId} AND status = 'Active'`.execute(
      trx,
    );
    await sql`INSERT INTO lockdowns (user_id, via, ip, user_agent) VALUES (${userId}, ${via}, ${ctx.ip}, ${ctx.userAgent})`.execute(
      trx,
    );
    await appendAudit(trx, {
      actorId: userId,
      action: 'security.lockdown',
      targetType: 'user',
      targetId: userId,
      ip: ctx.ip,
    });
    await notify(trx, userId, {
      kind: 'security',
      title: messages.lockdown.notificationTitle,
      body: messages.lockdown.notificationBody,
      link: '/ForgotPassword',
    });
  });
}

/** The mail's link: a single-use token, valid 7 days, that locks the account down without signing in. */
export async function lockDownByToken(db: Db, token: string, ctx: Ctx): Promise<string> {
  const { rows } = await sql<{ user_id: string }>`UPDATE lockdown_tokens SET used_at = now()
    WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > now() RETURNING user_id`.execute(
    db,
  );
  const userId = rows[0]?.user_id;
  if (!userId) throw new DomainError('invalid_reset_token', messages.lockdown.invalidLink);
  await lockDown(db, userId, 'mail', ctx);
  return userId;
}

/** A sign-in from a browser not seen before: a mail with when, where from, and the lockdown link. */
export async function mailNewSignIn(trx: Db, user: { id: string; email: string }, origin: string, ctx: Ctx) {
  const token = randomBytes(32).toString('base64url');
  await sql`INSERT INTO lockdown_tokens (token_hash, user_id, expires_at)
    VALUES (${sha256(token)}, ${user.id}, now() + interval '7 days')`.execute(trx);
  const link = `${origin}/security/report?token=${token}`;
  await enqueueMail(trx, {
    to: user.email,
    subject: messages.lockdown.mailSubject,
    text: messages.lockdown.mailText(
      new Date().toISOString(),
      ctx.ip ?? 'unknown',
      ctx.userAgent ?? 'unknown',
      link,
    ),
  });
}

/** Outgoing payments stay paused while the account is locked down (read from the cached session). */
export function refuseWhileLockedDown(user: { lockedDown: boolean }): void {
  if (user.lockedDown) throw new DomainError('account_locked_down');
}
