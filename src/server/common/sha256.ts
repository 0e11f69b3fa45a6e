import { hash } from 'node:crypto';

// One-shot `crypto.hash` rather than `createHash().update().digest()`: it builds no Hash object, which
// matters on the one hot path here, the session token hashed on every signed-in request (measured in
// bench:profile; bench/HISTORY.md has the figures).

/** SHA-256 of text (as UTF-8) or bytes. */
export function sha256(data: string | Uint8Array): Buffer {
  return hash('sha256', data, 'buffer');
}

/** SHA-256 as 64 lowercase hex digits: request fingerprints and file checksums. */
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}
