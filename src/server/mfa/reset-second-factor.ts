import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Removes every second factor of a user: the authenticator app (secret, enabled, last step, failures and
 * lock, and its wrong-code counts), the recovery codes, the passkeys and their open challenges, and the sign-in's waiting second steps.
 * Two-step is off afterwards. Only the back office calls it, once a second administrator approved the reset
 * of a customer whose factor is in someone else's hands (issue 46, part 4); the caller ends the sessions,
 * audits and mails in the same transaction.
 */
export async function resetSecondFactor(trx: Db, userId: string): Promise<void> {
  await sql`UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL,
    mfa_failures = 0, mfa_locked_until = NULL, updated_at = now() WHERE id = ${userId}`.execute(trx);
  await sql`DELETE FROM mfa_recovery_codes WHERE user_id = ${userId}`.execute(trx);
  await sql`DELETE FROM passkeys WHERE user_id = ${userId}`.execute(trx);
  await sql`DELETE FROM webauthn_challenges WHERE user_id = ${userId}`.execute(trx);
  await sql`DELETE FROM mfa_challenges WHERE user_id = ${userId}`.execute(trx);
  await sql`DELETE FROM mfa_code_failures WHERE user_id = ${userId}`.execute(trx);
}

/** Whether the user holds any second factor a reset would remove (an authenticator secret, codes, a passkey). */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT
      EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND totp_secret IS NOT NULL)
      OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = ${userId})
      OR EXISTS (SELECT 1 FROM mfa_recovery_codes WHERE user_id = ${userId}) AS found`.execute(db);
  return rows[0]?.found === true;
}
