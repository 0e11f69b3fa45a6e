import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { messages } from '../../shared/messages';
import type { Db } from '../db/connection';
import { DomainError } from '../common/domain-error';
import { guardedPasswordCheck } from '../auth/password-attempts';
import { verifyPassword } from '../auth/passwords';
import { sessionStartedWithin } from '../sessions/session-age-repository';
import { findPinOwner } from './pin-repository';

export const MAX_WRONG_PINS = 3;
export const PIN_LOCK_MINUTES = 30;

export type PinDeps = { db: Db; pinKey: Buffer };

function pinHmac(key: Buffer, userId: string, pin: string): string {
  // The user id is mixed in so that equal PINs of two customers do not share a hash.
  return createHmac('sha256', key).update(`${userId}:${pin}`).digest('hex');
}

/** The PIN as a payment request carries it: checked and counted by `post_payments` in the payment's transaction. */
export function pinCheck(key: Buffer, userId: string, pin: string) {
  return { hmac: pinHmac(key, userId, pin), maxWrong: MAX_WRONG_PINS, lockMinutes: PIN_LOCK_MINUTES };
}

/**
 * Checks a PIN and counts a wrong one, in one statement under the user's row lock, so parallel guesses
 * cannot slip past the limit: the third wrong PIN locks PIN use for 30 minutes.
 */
export async function verifyPin(deps: PinDeps, userId: string, pin: string): Promise<void> {
  const candidate = pinHmac(deps.pinKey, userId, pin);
  // The common case, a right PIN with no failures on record, only reads. Everything else goes through the
  // locked update below, which is the authority on counting and locking.
  const quick = await sql<{ ok: boolean; clean: boolean }>`
    SELECT pin_hmac = ${candidate} AS ok, pin_failures = 0 AND pin_locked_until IS NULL AS clean
    FROM users WHERE id = ${userId}`.execute(deps.db);
  if (quick.rows[0]?.ok && quick.rows[0].clean) return;
  const result = await sql<{ ok: boolean; has_pin: boolean; locked: boolean }>`
    WITH before AS (SELECT id, pin_hmac, pin_locked_until > now() AS locked FROM users WHERE id = ${userId} FOR UPDATE)
    UPDATE users u SET
      pin_failures = CASE
        WHEN b.locked OR b.pin_hmac IS NULL THEN u.pin_failures
        WHEN b.pin_hmac = ${candidate} THEN 0
        WHEN u.pin_locked_until IS NOT NULL THEN 1
        ELSE u.pin_failures + 1 END,
      pin_locked_until = CASE
        WHEN b.locked OR b.pin_hmac IS NULL THEN u.pin_locked_until
        WHEN b.pin_hmac = ${candidate} THEN NULL
        WHEN u.pin_locked_until IS NULL AND u.pin_failures + 1 >= ${MAX_WRONG_PINS}
          THEN now() + make_interval(mins => ${PIN_LOCK_MINUTES})
        ELSE NULL END
    FROM before b WHERE u.id = b.id
    RETURNING b.pin_hmac = ${candidate} AS ok, b.pin_hmac IS NOT NULL AS has_pin, coalesce(b.locked, false) AS locked`.execute(
    deps.db,
  );
  const row = result.rows[0];
  if (!row || !row.has_pin) throw new DomainError('pin_not_set');
  if (row.locked) throw new DomainError('pin_locked');
  if (!row.ok) throw new DomainError('wrong_pin');
}

/**
 * Sets the first PIN (no `oldPin`) or changes it after checking the current one. A first PIN arms money
 * movement, so an old session alone (perhaps a stolen one) cannot set it: the session must have started
 * within the re-authentication window, or the request must carry the account password, which counts
 * toward the sign-in lockout like any password check.
 */
export async function changePin(
  deps: PinChangeDeps,
  session: { userId: string; sessionId: string },
  body: { oldPin?: string; newPin: string; password?: string },
) {
  const { userId } = session;
  const current = await findPinOwner(deps.db, userId);
  if (!current) throw new DomainError('not_found');
  if (current.pin_hmac) {
    if (!body.oldPin) throw new DomainError('invalid_input', messages.pin.oldRequired);
    try {
      await verifyPin(deps, userId, body.oldPin);
    } catch (err) {
      if (err instanceof DomainError && err.code === 'wrong_pin') {
        throw new DomainError('wrong_pin', messages.pin.wrongCurrent);
      }
      throw err;
    }
  } else {
    await requireRecentAuthentication(deps, session.sessionId, current, body.password);
  }
  await deps.db
    .updateTable('users')
    .set({ pin_hmac: pinHmac(deps.pinKey, userId, body.newPin), pin_failures: 0, pin_locked_until: null })
    .where('id', '=', userId)
    .execute();
}

/** Whether the customer has set a PIN (a transfer page asks for one before the first payment). */
export async function hasPin(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findPinOwner(db, userId))?.pin_hmac);
}

export type PinChangeDeps = PinDeps & { reauthWindowMinutes: number };

async function requireRecentAuthentication(
  deps: PinChangeDeps,
  sessionId: string,
  user: { email: string; password_hash: string },
  password: string | undefined,
): Promise<void> {
  if (password !== undefined) {
    const { ok } = await guardedPasswordCheck(deps.db, user.email, { kind: 'session', sessionId }, () =>
      verifyPassword(user.password_hash, password),
    );
    if (!ok) throw new DomainError('wrong_password');
    return;
  }
  if (await sessionStartedWithin(deps.db, sessionId, deps.reauthWindowMinutes)) return;
  throw new DomainError('reauthentication_required', messages.pin.reauthRequired);
}
