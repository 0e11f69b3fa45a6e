import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const PIN_KEY_BYTES = 32;

/** `PIN_KEY` as given: hex when it is only hex digits, else base64. */
export function decodePinKey(value: string): Buffer {
  return /^[0-9a-f]+$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

/**
 * The HMAC key for PINs lives outside the database: `PIN_KEY` (hex or base64, at least 32 bytes), else a
 * random key generated once into DATA_DIR/pin.key, readable by this user only. A stolen database dump
 * then does not reveal any PIN, even though there are only 10,000 of them.
 */
export function loadPinKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    const key = decodePinKey(fromEnv);
    if (key.length < PIN_KEY_BYTES) throw new Error(`PIN_KEY must hold at least ${PIN_KEY_BYTES} bytes`);
    return key;
  }
  const file = path.join(dataDir, 'pin.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(PIN_KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of ours wrote it first: use theirs.
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}
