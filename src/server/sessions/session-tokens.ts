import { randomBytes } from 'node:crypto';
import { sha256 } from '../common/sha256';

/** 256 random bits, sent to the client once; only the SHA-256 of it is ever stored. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return sha256(token);
}
