import type { FastifyRequest } from 'fastify';

/** Where a request came from, as recorded with sessions and login activity. */
export type RequestContext = { ip: string | null; userAgent: string | null };

export function requestContext(request: FastifyRequest): RequestContext {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: ua ? ua.slice(0, 300) : null };
}
