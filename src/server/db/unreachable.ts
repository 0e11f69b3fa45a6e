/** What a client is told to wait before retrying while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/** Errors of the network while connecting: no statement was sent. */
const CONNECT_ERRNOS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs with which PostgreSQL refuses before doing anything: cannot connect now (starting, shutting
 * down, in recovery), too many connections, and a read-only transaction (the node became a standby in a
 * failover; the statement was refused, so nothing of it happened).
 */
const REFUSED_STATES = new Set(['57P03', '53300', '25006', '08001', '08004']);

/**
 * Whether a failure means that no database could be reached, so that the request did nothing and may be
 * retried: answered 503 with Retry-After. A connection that broke after a statement was sent is not one
 * (its outcome is unknown: 500, and a retry with the same Idempotency-Key is what is safe).
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECT_ERRNOS.has(code) || REFUSED_STATES.has(code))) return true;
  // node-postgres' pool when no connection opened within connectionTimeoutMillis.
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(message)
  );
}
