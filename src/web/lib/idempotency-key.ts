/**
 * A fresh Idempotency-Key for one money-moving submission. `crypto.randomUUID` exists only in secure
 * contexts (HTTPS or localhost), so plain-HTTP deployments fall back to 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
