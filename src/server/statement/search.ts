import { sql, type RawBuilder } from 'kysely';
import type { SearchFilter } from '../../shared/schemas/search';

/**
 * What `q` is matched in: the reference, the details, and the counterparty's name and bank, as one text.
 * Written exactly as the expression of `payments_search_idx` (migration 083), so PostgreSQL answers a
 * search from that trigram index; `alias` is the payments table's alias in the query.
 */
export function searchText(alias: string): RawBuilder<string> {
  const a = sql.raw(alias);
  return sql<string>`(${a}.reference || ' ' || coalesce(${a}.details, '') || ' ' || coalesce(${a}.counterparty ->> 'accountName', '') || ' ' || coalesce(${a}.counterparty ->> 'bankName', ''))`;
}

/** `q` as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A payment's category as insights computes it (the customer's choice for it, else for its counterparty,
 * else the rules): the same expression over the payment aliased `alias`.
 */
export function categoryOf(alias: string): RawBuilder<string> {
  const a = sql.raw(alias);
  return sql<string>`coalesce(
    (SELECT pc.category FROM payment_categories pc WHERE pc.payment_id = ${a}.id),
    (SELECT cr.category FROM category_rules cr
      WHERE cr.user_id = ${a}.user_id AND cr.counterparty_key = counterparty_key(${a}.counterparty)),
    payment_rule_category(${a}.kind, ${a}.type, ${a}.details))`;
}

/**
 * The filters as one SQL condition over the payment aliased `alias` (true when none is given), for the
 * exports, which mark the lines that match rather than leave the others out of the balances.
 */
export function matchesSearch(alias: string, f: SearchFilter): RawBuilder<boolean> {
  const a = sql.raw(alias);
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (f.q) parts.push(sql`${searchText(alias)} ILIKE ${containsPattern(f.q)}`);
  if (f.minAmount !== undefined) parts.push(sql`${a}.amount_cents >= ${f.minAmount}`);
  if (f.maxAmount !== undefined) parts.push(sql`${a}.amount_cents <= ${f.maxAmount}`);
  if (f.category) parts.push(sql`${categoryOf(alias)} = ${f.category}`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

export function hasSearch(f: SearchFilter): boolean {
  return Boolean(f.q || f.minAmount !== undefined || f.maxAmount !== undefined || f.category);
}
