import { inspect } from 'node:util';
import type { Config } from './config';
import { connectDatabase, prepareDatabase, type PreparedDatabase } from './db/database';
import { loadPinKey } from './pin/pin-key';
import { createAdminIfMissing } from './users/admins';
import { assertPortFree, portInUse } from './port-check';

/** One line for whatever was thrown: a library may reject with a string, an object or even undefined. */
export function describeFailure(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return err.message || `${err.name}${typeof code === 'string' ? ` (${code})` : ''}`;
  }
  if (typeof err === 'string' && err.trim()) return err.trim();
  if (err === undefined || err === null)
    return 'The server failed to start without saying why; see the lines above.';
  return `The server failed to start: ${inspect(err, { depth: 3, breakLength: Infinity })}`;
}

/**
 * What happens once per host before any server process answers: the HTTP port is checked, the PIN key
 * is generated into DATA_DIR if needed, the database is started (embedded) and migrated, and the
 * administrator of ADMIN_EMAIL is created if missing (never changed). Server processes then only connect.
 */
export async function prepareHost(config: Config, log: (msg: string, extra?: object) => void) {
  await assertPortFree(config.port, config.host, () => portInUse(config.port, 'the web server', 'PORT'));
  const pinKey = loadPinKey(config.dataDir, config.pinKey);
  const prepared: PreparedDatabase = await prepareDatabase(config, () => {});
  if (config.adminEmail && config.adminPassword) {
    const database = connectDatabase(prepared.login);
    try {
      const result = await createAdminIfMissing(database.db, {
        email: config.adminEmail,
        password: config.adminPassword,
        totp: config.adminTotpSecret ? { secret: config.adminTotpSecret, pinKey } : undefined,
      });
      log('administrator from ADMIN_EMAIL is ready', { admin: result });
    } catch (err) {
      await prepared.stop();
      throw err;
    } finally {
      await database.close();
    }
  }
  return prepared;
}
