import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../common/domain-error';
import {
  claimAttempt,
  clearFailures,
  countGlobalAttempt,
  lockAfterFailure,
  MAX_FAILED_SIGN_INS,
} from './login-failures-repository';

export type AttemptOutcome = { ok: boolean; lockedNow: boolean };

/**
 * Where a password attempt comes from, which is what a lock binds (issue 46 part 6): a client address, a
 * browser the owner signed in from before (so failures elsewhere never lock it), or a signed-in session.
 */
export type AttemptSource =
  | { kind: 'address'; ip: string | null }
  | { kind: 'browser'; hash: string }
  | { kind: 'session'; sessionId: string };

/** Checks beyond this many against one email in 30 minutes, from all sources together, are slowed. */
export const GLOBAL_SLOWDOWN_AFTER = 20;
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_MAX_MS = 3000;

function sourceKey(source: AttemptSource): string {
  if (source.kind === 'browser') return `browser:${source.hash}`;
  if (source.kind === 'session') return `session:${source.sessionId}`;
  return `address:${source.ip ?? 'unknown'}`;
}

/**
 * The delay before a check once an email has drawn more than GLOBAL_SLOWDOWN_AFTER checks in the window:
 * 250 ms per check over, at most 3 s. A guess spread over many addresses gets slower; nobody is locked.
 */
export function slowdownMs(globalChecks: number): number {
  const over = globalChecks - GLOBAL_SLOWDOWN_AFTER;
  return over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0;
}

/**
 * Runs one password check for an email under the 10-failure lockout of its (email, source) pair (sign-in,
 * password change, PIN and re-authentication all use it). The attempt is counted before the check, so
 * parallel requests cannot run more than 10 checks per source in a window; a locked pair answers 429
 * without any check, while the same email from another address or from the owner's known browser is
 * still checked. Checks from addresses also count toward the email's global count, which only slows them.
 * `onLocked` runs in the transaction that sets a pair's lock, once per lock (it queues the owner's notice).
 */
export async function guardedPasswordCheck(
  db: Db,
  email: string,
  source: AttemptSource,
  check: () => Promise<boolean>,
  onLocked?: (trx: Db) => Promise<void>,
): Promise<AttemptOutcome> {
  const key = sourceKey(source);
  const { allowed, attempt } = await claimAttempt(db, email, key);
  if (!allowed) throw new DomainError('too_many_attempts');
  if (source.kind === 'address') await sleep(slowdownMs(await countGlobalAttempt(db, email)));
  const ok = await check();
  if (ok) {
    await clearFailures(db, email, key);
    return { ok, lockedNow: false };
  }
  if (attempt < MAX_FAILED_SIGN_INS) return { ok, lockedNow: false };
  const lockedNow = attempt === MAX_FAILED_SIGN_INS;
  await inTransaction(db, async (trx) => {
    await lockAfterFailure(trx, email, key);
    if (lockedNow && onLocked) await onLocked(trx);
  });
  return { ok, lockedNow };
}
