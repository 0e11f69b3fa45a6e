import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type PasskeyRow = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
};

export type Purpose = 'register' | 'login' | 'verify';

const MAX_PASSKEYS = 20;

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await sql<PasskeyRow>`SELECT * FROM passkeys WHERE user_id = ${userId}
    ORDER BY created_at, id`.execute(db);
  return rows;
}

export async function findPasskey(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await sql<PasskeyRow>`SELECT * FROM passkeys WHERE credential_id = ${credentialId}
    FOR NO KEY UPDATE`.execute(db);
  return rows[0];
}

/** Saves a new passkey unless the user already holds the maximum; false when full. */
export async function insertPasskey(
  db: Db,
  p: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<PasskeyRow | undefined> {
  // The user's row is locked by the caller, so two parallel registrations cannot pass the count together.
  const { rows } =
    await sql<PasskeyRow>`INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name)
    SELECT ${p.userId}, ${p.credentialId}, ${Buffer.from(p.publicKey)}, ${p.counter}, ${p.transports}, ${p.name}
    WHERE (SELECT count(*) FROM passkeys WHERE user_id = ${p.userId}) < ${MAX_PASSKEYS}
    RETURNING *`.execute(db);
  return rows[0];
}

export async function recordUse(db: Db, id: string, counter: number): Promise<void> {
  await sql`UPDATE passkeys SET counter = ${counter}, last_used_at = now() WHERE id = ${id}`.execute(db);
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const { rows } = await sql`UPDATE passkeys SET name = ${name} WHERE id = ${id} AND user_id = ${userId}
    RETURNING 1`.execute(db);
  return rows.length > 0;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const { rows } =
    await sql`DELETE FROM passkeys WHERE id = ${id} AND user_id = ${userId} RETURNING 1`.execute(db);
  return rows.length > 0;
}

export async function insertChallenge(db: Db, challenge: string, purpose: Purpose, userId: string | null) {
  await sql`INSERT INTO webauthn_challenges (challenge, purpose, user_id, expires_at)
    VALUES (${challenge}, ${purpose}, ${userId}, now() + interval '5 minutes')`.execute(db);
}

/** Uses a live challenge up: true once, for the purpose (and user) it was made for. */
export async function useChallenge(
  db: Db,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
): Promise<boolean> {
  const { rows } = await sql`UPDATE webauthn_challenges SET used_at = now()
    WHERE challenge = ${challenge} AND purpose = ${purpose} AND user_id IS NOT DISTINCT FROM ${userId}
      AND used_at IS NULL AND expires_at > now()
    RETURNING 1`.execute(db);
  return rows.length > 0;
}
