import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { APP_ROLE, appRoleFor } from './connection';

const PASSWORD_FILE = 'postgres-app.password';

/**
 * The password of the application's own database login, generated once into DATA_DIR (readable by this
 * user only), like the PIN key. Only the embedded database uses it; a managed one gets its URLs.
 */
export function loadAppPassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of ours (create-admin next to the server) wrote it first: use theirs.
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Lets the restricted role `vault_app` log in with the given password, so the application connects
 * as that role itself rather than taking it with `SET ROLE` on the owner's login: a statement that runs
 * `RESET ROLE` then stays the restricted role. Answers false where the role does not exist (the owner may
 * not create roles on some managed services).
 */
export async function enableAppLogin(owner: pg.Pool, password: string): Promise<boolean> {
  // The password goes into the statement as a literal (ALTER ROLE takes no parameters), so only hex.
  if (!/^[0-9a-f]{32,128}$/.test(password)) throw new Error('the application database password must be hex');
  if (!(await appRoleFor(owner))) return false;
  await owner.query(
    `ALTER ROLE ${APP_ROLE} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`,
  );
  return true;
}

/** The same server and database, logged in as the application's role. */
export function appLoginUrl(ownerUrl: string, password: string): string {
  const u = new URL(ownerUrl);
  u.username = APP_ROLE;
  u.password = password;
  return u.toString();
}
