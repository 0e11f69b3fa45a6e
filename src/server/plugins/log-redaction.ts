import type { FastifyRequest } from 'fastify';

/*
 * Secrets that travel in URLs (password-reset and invitation tokens) must not reach the logs, which are
 * kept longer and read by more people than the database. Tokens are cut from every URL a request log
 * line carries; the mail links that hold them are logged only outside production.
 */
const TOKEN_IN_PATH = /(\/reset-password\/)[^/?#]+/gi;
const TOKEN_IN_QUERY = /([?&](?:token|code|key)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}

/** Fastify's request serializer, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
