import { sql } from 'kysely';
import { DomainError } from '../common/domain-error';
import { findUserByEmail, findUserById, insertActivity, updatePasswordHash } from '../users/users-repository';
import { ACTIVITY, mailLockout, type Deps } from './auth-service';
import { guardedPasswordCheck } from './password-attempts';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import type { RequestContext } from '../http/request-context';
import { hashToken, newToken } from '../sessions/session-tokens';
import { revokeUserSessions } from '../sessions/sessions-repository';
import { inTransaction } from '../db/transaction';
import { enqueueMail } from '../mail/mail-jobs';

const RESET_TOKEN_MINUTES = 30;

/**
 * Mails a single-use reset link when the email belongs to someone. The caller answers the same either
 * way; the token and its mail are queued in one transaction, and the job worker sends it afterwards, so
 * the answer does not wait for the mail server either.
 */
export async function forgotPassword(deps: Deps, email: string, publicUrl: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.disabled_at) return;
  await inTransaction(deps.db, async (trx) => {
    const link = await issueResetLink({ ...deps, db: trx }, user.id, publicUrl);
    await enqueueMail(trx, {
      to: user.email,
      subject: 'Vault Bank: reset your password',
      text:
        `Hello ${user.first_name},\n\nUse this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n` +
        `${link}\n\nIf you did not ask for this, ignore this mail; your password has not changed.\n`,
      link,
    });
  });
}

/** Stores the hash of a new reset token and answers the `/reset-password/{token}` link. */
export async function issueResetLink(
  deps: Pick<Deps, 'db'>,
  userId: string,
  publicUrl: string,
  minutes = RESET_TOKEN_MINUTES,
) {
  const { token, hash } = newToken();
  await deps.db
    .insertInto('password_resets')
    .values({ token_hash: hash, user_id: userId, expires_at: new Date(Date.now() + minutes * 60_000) })
    .execute();
  return `${publicUrl.replace(/\/$/, '')}/reset-password/${token}`;
}

/** Uses a reset token once: sets the password and ends every session of the user. */
export async function resetPassword(deps: Deps, token: string, newPassword: string, ctx: RequestContext) {
  await assertStrongPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(deps.db, async (trx) => {
    const claimed = await sql<{ user_id: string }>`
      UPDATE password_resets SET used_at = now()
      WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`.execute(trx);
    const userId = claimed.rows[0]?.user_id;
    if (!userId) throw new DomainError('invalid_reset_token');
    await updatePasswordHash(trx, userId, passwordHash);
    // A reset ends a lockdown ("This wasn't me"): the account is the customer's again.
    await trx.updateTable('users').set({ locked_down_at: null }).where('id', '=', userId).execute();
    await revokeUserSessions(trx, userId);
    // Other outstanding links stop working once one has been used.
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await insertActivity(trx, { userId, action: ACTIVITY.passwordReset, ...ctx });
    return userId;
  });
}

/** Changes the password after checking the current one; the user's other sessions end. */
export async function changePassword(
  deps: Deps,
  session: { userId: string; sessionId: string },
  body: { oldPassword: string; newPassword: string },
  ctx: RequestContext,
) {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new DomainError('wrong_password');
  // A stolen session must not become a way round the sign-in lockout, so wrong current passwords count
  // toward the same 10 failures as sign-in.
  const { ok } = await guardedPasswordCheck(
    deps.db,
    user.email,
    { kind: 'session', sessionId: session.sessionId },
    () => verifyPassword(user.password_hash, body.oldPassword),
    (trx) => mailLockout(trx, user.email),
  );
  if (!ok) throw new DomainError('wrong_password');
  await assertStrongPassword(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(deps.db, async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, session.sessionId);
    await insertActivity(trx, { userId: user.id, action: ACTIVITY.passwordChanged, ...ctx });
  });
}
