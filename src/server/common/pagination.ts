import { messages } from '../../shared/messages';
import { DomainError } from './domain-error';

/**
 * The one cursor codec of every paginated list: a row's position (`seq` or `id`) in base64url, so clients
 * treat it as opaque. A cursor we never issued is refused (400) rather than read as an empty or first page.
 */
export function encodeCursor(position: bigint): string {
  return Buffer.from(String(position)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): bigint | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!/^\d{1,18}$/.test(text)) throw new DomainError('invalid_input', messages.generic.badCursor);
  return BigInt(text);
}

/**
 * One page of `rows`, read with `limit + 1` so the extra row tells there is more; the next cursor is the
 * last shown row's position.
 */
export function pageOf<R>(rows: R[], limit: number, position: (row: R) => bigint) {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  return { rows: shown, nextCursor: rows.length > limit && last ? encodeCursor(position(last)) : null };
}

export const bySeq = (row: { seq: bigint }) => row.seq;

/** What every list service answers: the page's items and the cursor of the next page (null at the end). */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** A page of `rows` (read with `limit + 1`) positioned by `seq`, each row made an item by `map`. */
export function pageBySeq<R extends { seq: bigint }, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
): Page<T> {
  const shown = pageOf(rows, limit, bySeq);
  return { items: shown.rows.map(map), nextCursor: shown.nextCursor };
}
