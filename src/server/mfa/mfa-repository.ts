import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type MfaState = {
  id: string;
  email: string;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | null;
  mfa_failures: number;
  mfa_locked_until: Date | null;
  /** How many passkeys the user has: with one, two-step is on and recovery codes are a factor. */
  passkeys: number;
};

/** The user's second-factor state, locked: codes are counted and used under it, in order. */
export async function lockMfaState(db: Db, userId: string): Promise<MfaState | undefined> {
  const { rows } = await sql<MfaState>`SELECT id, email, totp_secret, totp_enabled_at, totp_last_step::text,
      mfa_failures, mfa_locked_until,
      (SELECT count(*)::int FROM passkeys p WHERE p.user_id = users.id) AS passkeys
    FROM users WHERE id = ${userId} FOR NO KEY UPDATE`.execute(db);
  return rows[0];
}

export async function saveMfaState(
  db: Db,
  userId: string,
  s: Partial<Pick<MfaState, 'totp_secret' | 'totp_enabled_at' | 'mfa_failures' | 'mfa_locked_until'>> & {
    totp_last_step?: number | null;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set(s as never)
    .where('id', '=', userId)
    .execute();
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: Buffer[]): Promise<void> {
  await sql`DELETE FROM mfa_recovery_codes WHERE user_id = ${userId}`.execute(db);
  for (const hash of hashes) {
    await sql`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (${userId}, ${hash})`.execute(db);
  }
}

/** Uses a recovery code: true once, for an unused code of this user. */
export async function useRecoveryCode(db: Db, userId: string, hash: Buffer): Promise<boolean> {
  const { rows } = await sql`UPDATE mfa_recovery_codes SET used_at = now()
    WHERE user_id = ${userId} AND code_hash = ${hash} AND used_at IS NULL RETURNING 1`.execute(db);
  return rows.length > 0;
}

export async function insertChallenge(
  db: Db,
  c: { tokenHash: Buffer; userId: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await sql`INSERT INTO mfa_challenges (token_hash, user_id, ip, user_agent, expires_at)
    VALUES (${c.tokenHash}, ${c.userId}, ${c.ip}, ${c.userAgent}, now() + interval '5 minutes')`.execute(db);
}

/** A live challenge (unused, unexpired), or undefined. */
export async function findChallenge(
  db: Db,
  tokenHash: Buffer,
): Promise<{ user_id: string; ip: string | null } | undefined> {
  const { rows } = await sql<{ user_id: string; ip: string | null }>`SELECT user_id, ip FROM mfa_challenges
    WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()`.execute(db);
  return rows[0];
}

/** Uses a challenge up: true once. */
export async function useChallenge(db: Db, tokenHash: Buffer): Promise<boolean> {
  const { rows } = await sql`UPDATE mfa_challenges SET used_at = now()
    WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now() RETURNING 1`.execute(db);
  return rows.length > 0;
}

export async function markSecondFactor(db: Db, sessionId: string, twoFactor = false): Promise<void> {
  await sql`UPDATE sessions SET second_factor_at = now(), two_factor = two_factor OR ${twoFactor}
    WHERE id = ${sessionId}`.execute(db);
}
