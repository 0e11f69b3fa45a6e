import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The HMAC key for PINs lives outside the database: `PIN_KEY` (hex or base64, at least 32 bytes), else a
 * random key generated once into DATA_DIR/pin.key, readable by this user only. A stolen database dump
 * then does not reveal any PIN, even though there are only 10,000 of them.
 */
export function loadPinKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    const key = /^[0-9a-f]+$/i.test(fromEnv) ? Buffer.from(fromEnv, 'hex') : Buffer.from(fromEnv, 'base64');
    if (key.length < 32) throw new Error('PIN_KEY must hold at least 32 bytes');
    return key;
  }
  const file = path.join(dataDir, 'pin.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}
