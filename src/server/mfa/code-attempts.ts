import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Where wrong codes count (issue 46 part 6): the session that sent them, or the sign-in's address. */
export type CodeSource = { kind: 'session'; sessionId: string } | { kind: 'address'; ip: string | null };

const MAX_WRONG_CODES = 5;
const LOCK_MINUTES = 30;

const key = (s: CodeSource) =>
  s.kind === 'session' ? `session:${s.sessionId}` : `address:${s.ip ?? 'unknown'}`;

/** Whether codes from this source are locked for the user (five wrong ones in a row lock it for 30 minutes). */
export async function codesLocked(trx: Db, userId: string, source: CodeSource): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM mfa_code_failures
    WHERE user_id = ${userId} AND source = ${key(source)} AND locked_until > now()`.execute(trx);
  return rows.length > 0;
}

/** Counts a wrong code from the source; the fifth locks that source only, and starts a new count. */
export async function countWrongCode(trx: Db, userId: string, source: CodeSource): Promise<void> {
  await sql`INSERT INTO mfa_code_failures AS f (user_id, source, failures) VALUES (${userId}, ${key(source)}, 1)
    ON CONFLICT (user_id, source) DO UPDATE SET
      failures = CASE WHEN f.failures + 1 >= ${MAX_WRONG_CODES} THEN 0 ELSE f.failures + 1 END,
      locked_until = CASE WHEN f.failures + 1 >= ${MAX_WRONG_CODES}
        THEN now() + make_interval(mins => ${LOCK_MINUTES}) ELSE f.locked_until END,
      updated_at = now()`.execute(trx);
}

/** A right code ends the source's count. */
export async function clearWrongCodes(trx: Db, userId: string, source: CodeSource): Promise<void> {
  await sql`DELETE FROM mfa_code_failures WHERE user_id = ${userId} AND source = ${key(source)}`.execute(trx);
}
