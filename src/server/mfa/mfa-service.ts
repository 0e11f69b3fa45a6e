import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { messages } from '../../shared/messages';
import { twoStepOf } from './two-step-sql';
import { DomainError } from '../common/domain-error';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import type { SessionUser } from '../sessions/sessions-repository';
import {
  insertChallenge,
  lockMfaState,
  markSecondFactor,
  replaceRecoveryCodes,
  saveMfaState,
  findChallenge,
  useChallenge,
  useRecoveryCode,
  type MfaState,
} from './mfa-repository';
import { matchingStep, newTotpSecret, openSecret, sealSecret } from './totp';
import { sha256 } from '../common/sha256';
import { revokeUserSessions } from '../sessions/sessions-repository';
import { findUserById } from '../users/users-repository';
import { guardedPasswordCheck } from '../auth/password-attempts';
import { verifyPassword } from '../auth/passwords';
import { clearWrongCodes, codesLocked, countWrongCode, type CodeSource } from './code-attempts';

export type MfaDeps = { db: Db; pinKey: Buffer };

const RECOVERY_CODES = 10;
/** How recent a second factor must be for a sensitive call (step-up). */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

const normalisedRecovery = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

/**
 * Checks a second factor for a user whose state is locked: a TOTP code of an accepted step newer than the
 * last one used, or an unused recovery code. Only an enabled authenticator counts (a secret that was only set
 * up is no factor, issue 46) unless `enabling` it is the point. Wrong codes are counted per source (the session,
 * or the sign-in's address); the fifth locks codes from that source for 30 minutes, never the owner's own
 * session. Throws on refusal; the caller's transaction keeps the count.
 */
async function checkCode(
  trx: Db,
  deps: MfaDeps,
  state: MfaState,
  check: { code: string; source: CodeSource },
  enabling = false,
): Promise<void> {
  const { code, source } = check;
  if (await codesLocked(trx, state.id, source)) throw new DomainError('too_many_attempts');
  const usable = state.totp_secret && (state.totp_enabled_at || enabling);
  const secret = usable ? openSecret(deps.pinKey, state.totp_secret!) : null;
  const step = secret ? matchingStep(secret, code.trim()) : null;
  const fresh = step !== null && (state.totp_last_step === null || step > Number(state.totp_last_step));
  const recovered =
    !fresh && !enabling && (await useRecoveryCode(trx, state.id, sha256(normalisedRecovery(code))));
  if (fresh || recovered) {
    await clearWrongCodes(trx, state.id, source);
    if (fresh) await saveMfaState(trx, state.id, { totp_last_step: step });
    return;
  }
  await countWrongCode(trx, state.id, source);
  throw new DomainError('invalid_mfa_code');
}

/**
 * Runs `work` after a right code, committing a wrong code's count even though the call then fails. A code is
 * a factor only while two-step is on (an enabled app, or a passkey with its recovery codes); `enabling`
 * accepts the pending app's code, and only that.
 */
async function withCode<T>(
  deps: MfaDeps,
  userId: string,
  code: { code: string; source: CodeSource },
  work: (trx: Db) => Promise<T>,
  enabling = false,
): Promise<T> {
  let refusal: unknown;
  const result = await inTransaction(deps.db, async (trx) => {
    const state = await lockMfaState(trx, userId);
    const on = state && (state.totp_enabled_at || state.passkeys > 0);
    if (!state || (enabling ? !state.totp_secret : !on))
      throw new DomainError('not_allowed_now', messages.mfa.notEnrolled);
    try {
      await checkCode(trx, deps, state, code, enabling);
    } catch (err) {
      refusal = err;
      return undefined;
    }
    return { value: await work(trx) };
  });
  if (!result) throw refusal;
  return result.value;
}

/** Which second factors the user has (the session's `twoStep` says the same, from the cache). */
export async function mfaStatus(db: Db, userId: string) {
  const { rows } = await sql<{ twoStep: boolean; totp: boolean; passkeys: number }>`
    SELECT ${twoStepOf('u')} AS "twoStep", u.totp_enabled_at IS NOT NULL AS totp,
           (SELECT count(*)::int FROM passkeys p WHERE p.user_id = u.id) AS passkeys
    FROM users u WHERE u.id = ${userId}`.execute(db);
  return rows[0]!;
}

/** A new secret for the authenticator app; two-step is not on until a code from it is entered. */
export async function setupTotp(deps: MfaDeps, user: SessionUser) {
  return inTransaction(deps.db, async (trx) => {
    const state = await lockMfaState(trx, user.userId);
    if (state?.totp_enabled_at) throw new DomainError('not_allowed_now', messages.mfa.alreadyOn);
    const { secret, otpauthUrl } = newTotpSecret(user.email);
    await saveMfaState(trx, user.userId, {
      totp_secret: sealSecret(deps.pinKey, secret),
      totp_last_step: null,
    });
    return { secret, otpauthUrl };
  });
}

/** Turns two-step on with a code from the app; answers ten single-use recovery codes, shown once. */
export async function enableTotp(deps: MfaDeps, user: SessionUser, code: string) {
  const state = await deps.db
    .selectFrom('users')
    .select('totp_enabled_at')
    .where('id', '=', user.userId)
    .executeTakeFirst();
  if (state?.totp_enabled_at) throw new DomainError('not_allowed_now', messages.mfa.alreadyOn);
  return withCode(
    deps,
    user.userId,
    { code, source: { kind: 'session', sessionId: user.sessionId } },
    async (trx) => {
      await saveMfaState(trx, user.userId, { totp_enabled_at: new Date() });
      await markSecondFactor(trx, user.sessionId, true);
      return { recoveryCodes: await issueRecoveryCodes(trx, user.userId) };
    },
    true,
  );
}

/**
 * Ten new single-use recovery codes, shown once, replacing any earlier ones: issued whenever two-step turns
 * on, by any factor (issue 46 part 7), and on request from the Security page.
 */
export async function issueRecoveryCodes(trx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  await replaceRecoveryCodes(
    trx,
    userId,
    codes.map((c) => sha256(normalisedRecovery(c))),
  );
  return codes;
}

/** Two-step sign-in is on: an enabled authenticator app or a passkey. */
async function hasTwoStep(db: Db, userId: string): Promise<boolean> {
  const { rows } = await sql<{ on: boolean }>`SELECT ${twoStepOf('u')} AS on FROM users u
    WHERE u.id = ${userId}`.execute(db);
  return Boolean(rows[0]?.on);
}

/** New recovery codes for a user with two-step on (the route asks for a fresh second factor first). */
export async function renewRecoveryCodes(deps: MfaDeps, user: SessionUser): Promise<string[]> {
  return inTransaction(deps.db, async (trx) => {
    await lockMfaState(trx, user.userId);
    if (!(await hasTwoStep(trx, user.userId)))
      throw new DomainError('not_allowed_now', messages.mfa.notEnrolled);
    return issueRecoveryCodes(trx, user.userId);
  });
}

/**
 * Removes the authenticator app; the route asks for a fresh second factor first (step-up). With no passkey
 * left, two-step is off and the recovery codes go too.
 */
export async function disableTotp(deps: MfaDeps, user: SessionUser) {
  await inTransaction(deps.db, async (trx) => {
    await lockMfaState(trx, user.userId);
    await saveMfaState(trx, user.userId, { totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    if (!(await hasTwoStep(trx, user.userId))) await replaceRecoveryCodes(trx, user.userId, []);
  });
}

/**
 * Every second factor of the user removed (authenticator app, passkeys, recovery codes) and every session
 * ended, in the caller's transaction: the back office's reset of a second factor that is in an attacker's
 * hands (issue 46 part 4, approved by a second administrator), after which the customer signs in with the
 * password and sets two-step up again.
 */
export async function resetSecondFactor(trx: Db, userId: string): Promise<void> {
  await lockMfaState(trx, userId);
  await saveMfaState(trx, userId, {
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    mfa_failures: 0,
    mfa_locked_until: null,
  });
  await replaceRecoveryCodes(trx, userId, []);
  await sql`DELETE FROM passkeys WHERE user_id = ${userId}`.execute(trx);
  await revokeUserSessions(trx, userId);
}

/**
 * The password again, for a user with two-step off: marks this session as having proved it now, which the
 * sensitive actions that need the password or a second factor accept for REAUTH_WINDOW_MINUTES. A user with
 * two-step on proves a second factor instead (a password is not one).
 */
export async function reauthenticate(deps: MfaDeps, user: SessionUser, password: string): Promise<void> {
  if (user.twoStep) throw new DomainError('step_up_required');
  const row = await findUserById(deps.db, user.userId);
  if (!row) throw new DomainError('wrong_password');
  const { ok } = await guardedPasswordCheck(deps.db, row.email, { kind: 'session', sessionId: user.sessionId }, () =>
    verifyPassword(row.password_hash, password),
  );
  if (!ok) throw new DomainError('wrong_password');
  await markSecondFactor(deps.db, user.sessionId);
}

/** Proves a second factor in this session (step-up). */
export async function verifySecondFactor(deps: MfaDeps, user: SessionUser, code: string) {
  const check = { code, source: { kind: 'session' as const, sessionId: user.sessionId } };
  await withCode(deps, user.userId, check, (trx) => markSecondFactor(trx, user.sessionId));
}

/** The sign-in's first step for a user with two-step on: a token for the second, valid 5 minutes, once. */
export async function startChallenge(
  db: Db,
  userId: string,
  ctx: { ip: string | null; userAgent: string | null },
) {
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(db, { tokenHash: sha256(token), userId, ...ctx });
  return token;
}

/**
 * The sign-in's second step: a right code uses the challenge up (once); a wrong one is counted against the
 * user from the challenge's address (five lock codes from there for 30 minutes) and the challenge may be
 * tried again until it expires.
 */
export async function finishChallenge(deps: MfaDeps, mfaToken: string, code: string): Promise<string> {
  const hash = sha256(mfaToken);
  const challenge = await findChallenge(deps.db, hash);
  if (!challenge) throw new DomainError('mfa_challenge_invalid');
  const check = { code, source: { kind: 'address' as const, ip: challenge.ip } };
  await withCode(deps, challenge.user_id, check, async (trx) => {
    if (!(await useChallenge(trx, hash))) throw new DomainError('mfa_challenge_invalid');
  });
  return challenge.user_id;
}
