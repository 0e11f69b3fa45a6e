import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/*
 * "Nothing changed" for the security suite: a digest of every table and the list of stored files, taken
 * before and after a refused request. Tables that record the attempt itself (sessions, sign-in activity
 * and failures, rate-limit counters, payment-rate windows, sign-in and passkey challenges) are left out, and
 * so are the users' PIN failure counters: a wrong PIN is meant to count.
 */
const ATTEMPT_TABLES = new Set([
  'sessions',
  'login_activities',
  'login_failures',
  'rate_limit_counters',
  'payment_rate_windows',
  'mfa_challenges',
  'mfa_code_failures',
  'webauthn_challenges',
]);
const USER_COLUMNS = sql`concat_ws('|', id, email, first_name, last_name, phone, role, password_hash,
  disabled_at, disabled_reason, pin_hmac, avatar_name)`;

export async function tableNames(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  return result.rows.map((r) => r.name);
}

/** One digest per table: equal digests mean equal contents. Call it with the owner's connection. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    if (ATTEMPT_TABLES.has(name)) continue;
    const row = name === 'users' ? USER_COLUMNS : sql`t::text`;
    const result = await sql<{ digest: string | null }>`
      SELECT md5(string_agg(${row}, ',' ORDER BY ${row})) AS digest FROM ${sql.table(name)} t`.execute(db);
    digests[name] = result.rows[0]?.digest ?? 'empty';
  }
  return digests;
}

/** Every file under a directory, as sorted paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The database digest and the stored files together: compare two of them with toEqual. */
export async function snapshot(ownerDb: Db, dataDir: string) {
  return { tables: await fingerprint(ownerDb), files: filesUnder(dataDir) };
}
