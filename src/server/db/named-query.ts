import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

const names = new Map<string, string>();

/**
 * Runs a compiled Kysely query as a named statement, so PostgreSQL plans it once per connection instead of
 * on every call. Meant for hot reads with a few known shapes (the statement page and its filters): each
 * distinct SQL text stays prepared on every pooled connection.
 */
export async function namedQuery<R>(pool: pg.Pool, query: CompiledQuery<R>): Promise<R[]> {
  let name = names.get(query.sql);
  if (!name) {
    name = `kysely_${names.size + 1}`;
    names.set(query.sql, name);
  }
  const result = await pool.query<R & pg.QueryResultRow>({
    name,
    text: query.sql,
    values: [...query.parameters],
  });
  return result.rows;
}
