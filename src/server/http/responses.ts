import type { FastifyReply } from 'fastify';
import { apiErrorResponse } from '../../shared/schemas/auth';

/** The `{ message, code }` answer schema under each status a route may refuse with (for OpenAPI). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorResponse])) as Record<
    S,
    typeof apiErrorResponse
  >;
}

/** A list answered as a bare array, as SPEC.md has it; the next page's cursor rides in X-Next-Cursor. */
export function withNextCursor<T>(reply: FastifyReply, items: T, nextCursor: string | null): T {
  if (nextCursor) reply.header('X-Next-Cursor', nextCursor);
  return items;
}
