import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiErrorResponse } from '../../shared/schemas/auth';
import type { Page } from '../common/pagination';

/** The `{ message, code }` answer schema under each status a route may refuse with (for OpenAPI). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorResponse])) as Record<
    S,
    typeof apiErrorResponse
  >;
}

/** A list answered as a bare array, as SPEC.md has it; the next page's cursor rides in X-Next-Cursor. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
  return page.items;
}

/** The path of every route about one record; an id longer than any we issue is refused before a lookup. */
export const idParams = z.object({ id: z.string().max(64) });

/** A decision that waits for a second administrator (four eyes) answers 202 with the request it made. */
export const queuedResponse = z.object({
  message: z.string(),
  request: z.object({ _id: z.string(), status: z.literal('Pending') }),
});

export function sendQueued(reply: FastifyReply, queued: { message: string; requestId: string }) {
  return reply
    .status(202)
    .send({ message: queued.message, request: { _id: queued.requestId, status: 'Pending' } });
}
