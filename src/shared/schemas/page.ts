import { z } from 'zod';

/** Every paginated list answers at most this many rows, and this many when the caller does not say. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;

const limit = z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT);

/** The query of a list that answers its first rows only (a queue, the newest notifications). */
export const limitQuery = z.strictObject({ limit });

/** The query of a list read page by page: the opaque cursor of the previous page's `X-Next-Cursor`. */
export const pageQuery = z.strictObject({ cursor: z.string().max(40).optional(), limit });

export type PageQuery = z.infer<typeof pageQuery>;

/**
 * The query of an administrators' queue: the items in one status (Pending unless asked), read as
 * `paging` (`pageQuery` or `limitQuery`) reads.
 */
export function queueQuery<S extends readonly ['Pending', ...string[]], P extends z.ZodRawShape>(
  statuses: S,
  paging: { shape: P },
) {
  return z.strictObject({ status: z.enum(statuses).default('Pending'), ...paging.shape });
}
