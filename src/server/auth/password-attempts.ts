import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../common/domain-error';
import {
  claimAttempt,
  clearFailures,
  lockAfterFailure,
  MAX_FAILED_SIGN_INS,
} from './login-failures-repository';

export type AttemptOutcome = { ok: boolean; lockedNow: boolean };

/**
 * Runs one password check for an email under the shared 10-failure lockout (sign-in and password
 * change both use it). The attempt is counted before the check, so parallel requests cannot run more
 * than 10 checks in a window; a locked email answers 429 without any check. `onLocked` runs in the
 * transaction that sets the lock, once per lock (it queues the owner's notice, which so exists exactly
 * when the lock does).
 */
export async function guardedPasswordCheck(
  db: Db,
  email: string,
  check: () => Promise<boolean>,
  onLocked?: (trx: Db) => Promise<void>,
): Promise<AttemptOutcome> {
  const { allowed, attempt } = await claimAttempt(db, email);
  if (!allowed) throw new DomainError('too_many_attempts');
  const ok = await check();
  if (ok) {
    await clearFailures(db, email);
    return { ok, lockedNow: false };
  }
  if (attempt < MAX_FAILED_SIGN_INS) return { ok, lockedNow: false };
  const lockedNow = attempt === MAX_FAILED_SIGN_INS;
  await inTransaction(db, async (trx) => {
    await lockAfterFailure(trx, email);
    if (lockedNow && onLocked) await onLocked(trx);
  });
  return { ok, lockedNow };
}
