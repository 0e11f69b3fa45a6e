import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterBody } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { enqueueMail } from '../mail/mail-jobs';
import { DomainError } from '../common/domain-error';
import {
  findUserByEmail,
  findUserById,
  insertActivity,
  insertUser,
  openDepositAccounts,
} from '../users/users-repository';
import { guardedPasswordCheck, type AttemptSource } from './password-attempts';
import { sha256 } from '../common/sha256';
import { isKnownBrowser } from '../alerts/alerts-repository';
import { assertStrongPassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { RequestContext } from '../http/request-context';
import { newToken } from '../sessions/session-tokens';
import { insertSession, revokeSession } from '../sessions/sessions-repository';
import { inTransaction } from '../db/transaction';
import { finishChallenge, startChallenge } from '../mfa/mfa-service';
import { finishPasskeyLogin, type PasskeyDeps } from '../passkeys/passkeys-service';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';

export type Deps = { db: Db; log: FastifyBaseLogger; pinKey: Buffer };

export const ACTIVITY = {
  login: 'Login',
  failedLogin: 'Failed login',
  logout: 'Logout',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset',
} as const;

/** Creates the customer with their Checking and Savings accounts, in one transaction. */
/**
 * Registers a customer. An email that already has an account answers exactly as a new one would (the
 * same 201 and body, an id that names nobody, after the same password checks and hashing), and its owner
 * is mailed instead: registration must not tell anyone which emails bank here, as sign-in and reset do not.
 */
export async function register(deps: Deps, body: RegisterBody): Promise<{ userId: string }> {
  await assertStrongPassword(body.password, [body.email]);
  const passwordHash = await hashPassword(body.password);
  try {
    const userId = await inTransaction(deps.db, async (trx) => {
      const id = await insertUser(trx, { ...body, role: 'customer', passwordHash });
      await openDepositAccounts(trx, id);
      return id;
    });
    return { userId };
  } catch (err) {
    if ((err as { code?: string; constraint?: string }).code !== '23505') throw err;
    const owner = await findUserByEmail(deps.db, body.email);
    if (owner) {
      await enqueueMail(deps.db, {
        to: owner.email,
        subject: messages.register.takenMailSubject,
        text: messages.register.takenMailText(owner.first_name),
      });
    }
    return { userId: randomUUID() };
  }
}

export type SecondFactor = 'passkey' | 'app';
export type LoginResult =
  | { token: string; userId: string; role: 'admin' | 'customer'; mfaToken?: undefined }
  | { mfaToken: string; userId: string; factors: SecondFactor[]; token?: undefined };

/**
 * Where a sign-in's failures count: the browser, when it carries the cookie of a browser this user signed
 * in from before (so other addresses' failures never lock the owner out of it), else the client address.
 */
async function signInSource(
  db: Db,
  userId: string | undefined,
  browserId: string | undefined,
  ctx: RequestContext,
): Promise<AttemptSource> {
  if (userId && browserId && /^[0-9a-f]{32}$/.test(browserId)) {
    const hash = sha256(browserId);
    if (await isKnownBrowser(db, userId, hash)) return { kind: 'browser', hash: hash.toString('hex') };
  }
  return { kind: 'address', ip: ctx.ip };
}

/**
 * Signs in. Unknown emails cost one password check like known ones and answer the same, and failures
 * are counted per (email, address) whether or not it exists, so neither time nor answer tells them apart.
 */
export async function login(
  deps: Deps,
  body: { email: string; password: string },
  ctx: RequestContext,
  browserId?: string,
): Promise<LoginResult> {
  const { db } = deps;
  const user = await findUserByEmail(db, body.email);
  const { ok } = await guardedPasswordCheck(
    db,
    body.email,
    await signInSource(db, user?.id, browserId, ctx),
    () => (user ? verifyPassword(user.password_hash, body.password) : verifyAgainstDummy(body.password)),
    user ? (trx) => mailLockout(trx, user.email) : undefined,
  );
  if (!user || !ok) {
    if (user) await insertActivity(db, { userId: user.id, action: ACTIVITY.failedLogin, ...ctx });
    throw new DomainError('invalid_credentials');
  }
  // A closed account is also disabled; its customer is told it is closed, after the password was right.
  if (user.closed_at) throw new DomainError('account_closed');
  if (user.disabled_at) throw new DomainError('account_disabled');
  if (user.awaiting_approval) throw new DomainError('awaiting_approval');
  refuseUntilRecovered(user);
  // Two-step on (an app or a passkey): the password alone opens nothing; the second step makes the session.
  // A customer whose two-step is a passkey is asked for the passkey, not for an app they never set up.
  if (user.two_step) {
    const factors: SecondFactor[] = user.totp_on ? ['app', 'passkey'] : ['passkey'];
    return { mfaToken: await startChallenge(db, user.id, ctx), userId: user.id, factors };
  }
  return openSession(db, user, ctx, false);
}

/**
 * After "This wasn't me" nobody signs in, with any factor, until the customer has chosen a new password
 * through the mailed link: whoever has the old one (or a factor they added) is shut out (issue 46 part 4).
 * Told only after the password (or passkey) was right, so it tells a stranger nothing.
 */
function refuseUntilRecovered(user: { locked_down: boolean }): void {
  if (user.locked_down) throw new DomainError('recovery_required');
}

async function openSession(
  db: Db,
  user: { id: string; role: 'admin' | 'customer' },
  ctx: RequestContext,
  twoFactor: boolean,
) {
  const { token, hash } = newToken();
  await insertSession(db, { tokenHash: hash, userId: user.id, ...ctx, twoFactor });
  await insertActivity(db, { userId: user.id, action: ACTIVITY.login, ...ctx });
  return { token, userId: user.id, role: user.role };
}

/** The sign-in's second step: the token from the first and a code from the app (or a recovery code). */
export async function finishLogin(deps: Deps, body: { mfaToken: string; code: string }, ctx: RequestContext) {
  const userId = await finishChallenge(deps, body.mfaToken, body.code);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new DomainError('mfa_challenge_invalid');
  // A closed account is also disabled; its customer is told it is closed, after the password was right.
  if (user.closed_at) throw new DomainError('account_closed');
  if (user.disabled_at) throw new DomainError('account_disabled');
  refuseUntilRecovered(user);
  return openSession(deps.db, user, ctx, true);
}

/** A sign-in with a passkey alone, which is both factors (issue 15 part 3). */
export async function passkeyLogin(
  deps: PasskeyDeps,
  response: AuthenticationResponseJSON,
  ctx: RequestContext,
) {
  const userId = await finishPasskeyLogin(deps, response);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new DomainError('passkey_rejected');
  // A closed account is also disabled; its customer is told it is closed, after the password was right.
  if (user.closed_at) throw new DomainError('account_closed');
  if (user.disabled_at) throw new DomainError('account_disabled');
  if (user.awaiting_approval) throw new DomainError('awaiting_approval');
  refuseUntilRecovered(user);
  return openSession(deps.db, user, ctx, true);
}

export async function logout(
  deps: Deps,
  session: { sessionId: string; userId: string },
  ctx: RequestContext,
) {
  await revokeSession(deps.db, session.sessionId);
  await insertActivity(deps.db, { userId: session.userId, action: ACTIVITY.logout, ...ctx });
}

/** Queues the lockout notice to the owner, in the transaction that sets the lock. */
export async function mailLockout(trx: Db, email: string): Promise<void> {
  await enqueueMail(trx, {
    to: email,
    subject: 'Vault Bank: sign-in locked after failed attempts',
    text:
      'There were 10 failed attempts to sign in to your Vault Bank account. ' +
      'Sign-in from where they came from is locked for 30 minutes; your own browser and other places are ' +
      'not. If this was not you, reset your password and contact support.',
  });
}
