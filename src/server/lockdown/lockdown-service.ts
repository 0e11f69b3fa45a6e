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
import { issueResetLink } from '../auth/password-service';
import { raiseLockdownAlert } from '../monitoring/monitoring-service';

type Ctx = { ip: string | null; userAgent: string | null };
/**
 * Which sign-in the customer disowns: the one the new-sign-in mail reported, or, pressed from the activities
 * page, every one since the customer's previous sign-in before the session they are in.
 */
type Disowned = { sessionId: string | null; at?: Date };

const RECOVERY_LINK_MINUTES = 24 * 60;

/**
 * "This wasn't me" contains whoever else is in (issue 46 part 4). In one transaction every session of the
 * user ends, sign-in is refused and payments out pause (`locked_down_at`, cleared only by a password reset
 * through the mailed link), every card is frozen (the customer unfreezes them after the reset), standing
 * orders are paused, the factors added since the last sign-in the customer did not disown are removed with
 * the recovery codes, the audit log and the customer's notifications record it, the customer is mailed a
 * reset link, and the back office gets an open case.
 */
export async function lockDown(
  db: Db,
  userId: string,
  via: 'activities' | 'mail',
  ctx: Ctx & { origin: string },
  disowned: Disowned,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { rows } = await sql<{
      email: string;
    }>`UPDATE users SET locked_down_at = coalesce(locked_down_at, now())
      WHERE id = ${userId} RETURNING email`.execute(trx);
    await removeFactorsSince(trx, userId, await lastOwnSignIn(trx, userId, disowned));
    await revokeUserSessions(trx, userId);
    await sql`UPDATE cards SET status = 'Frozen' WHERE user_id = ${userId} AND status = 'Active'`.execute(
      trx,
    );
    await sql`UPDATE standing_orders SET status = 'Paused' WHERE user_id = ${userId} AND status = 'Active'`.execute(
      trx,
    );
    const link = await issueResetLink({ db: trx }, userId, ctx.origin, RECOVERY_LINK_MINUTES);
    await enqueueMail(trx, {
      to: rows[0]!.email,
      subject: messages.lockdown.resetMailSubject,
      text: messages.lockdown.resetMailText(link),
      link,
    });
    const lockdown = await sql<{
      id: string;
    }>`INSERT INTO lockdowns (user_id, via, ip, user_agent) VALUES (${userId}, ${via}, ${ctx.ip}, ${ctx.userAgent})
      RETURNING id`.execute(trx);
    // The back office's case: an alert of kind lockdown in the customer's open case (docs/monitoring.md).
    await raiseLockdownAlert(trx, userId, lockdown.rows[0]!.id, new Date());
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
export async function lockDownByToken(db: Db, token: string, ctx: Ctx & { origin: string }): Promise<string> {
  const { rows } = await sql<{ user_id: string; session_id: string | null; mailed_at: Date }>`
    UPDATE lockdown_tokens SET used_at = now()
    WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > now()
    RETURNING user_id, session_id, expires_at - interval '7 days' AS mailed_at`.execute(db);
  const found = rows[0];
  if (!found) throw new DomainError('invalid_reset_token', messages.lockdown.invalidLink);
  await lockDown(db, found.user_id, 'mail', ctx, { sessionId: found.session_id, at: found.mailed_at });
  return found.user_id;
}

/**
 * The last sign-in the customer did not disown: the newest session begun before the disowned one (the
 * reported sign-in, or the session the customer presses the button in, whose predecessor is the last visit
 * they vouch for). With none before it, the disowned sign-in itself.
 */
async function lastOwnSignIn(trx: Db, userId: string, disowned: Disowned): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    WITH d AS (SELECT coalesce((SELECT created_at FROM sessions WHERE id = ${disowned.sessionId}),
                               ${disowned.at ?? null}::timestamptz, now()) AS at)
    SELECT coalesce((SELECT max(s.created_at) FROM sessions s, d WHERE s.user_id = ${userId} AND s.created_at < d.at),
                    (SELECT at FROM d)) AS at`.execute(trx);
  return new Date(rows[0]!.at);
}

/**
 * Removes the passkeys and the authenticator app (enabled or only set up) added since `since`, and the
 * recovery codes, which a thief with a fresh step-up could have renewed: the customer gets new ones from the
 * Security page after the reset.
 */
async function removeFactorsSince(trx: Db, userId: string, since: Date): Promise<void> {
  await sql`DELETE FROM passkeys WHERE user_id = ${userId} AND created_at >= ${since}`.execute(trx);
  await sql`UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL
    WHERE id = ${userId} AND totp_secret IS NOT NULL
      AND (totp_enabled_at IS NULL OR totp_enabled_at >= ${since})`.execute(trx);
  await sql`DELETE FROM mfa_recovery_codes WHERE user_id = ${userId}`.execute(trx);
}

/** A sign-in from a browser not seen before: a mail with when, where from, and the lockdown link. */
export async function mailNewSignIn(trx: Db, user: { id: string; email: string }, origin: string, ctx: Ctx) {
  const token = randomBytes(32).toString('base64url');
  // The sign-in the mail reports is the session just opened (the newest): its link disowns that one.
  await sql`INSERT INTO lockdown_tokens (token_hash, user_id, expires_at, session_id)
    VALUES (${sha256(token)}, ${user.id}, now() + interval '7 days',
      (SELECT id FROM sessions WHERE user_id = ${user.id} ORDER BY created_at DESC LIMIT 1))`.execute(trx);
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
