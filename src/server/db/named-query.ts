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

/** Stands for one named value while a shape is compiled. */
class Slot {
  constructor(readonly key: string) {}
}

/**
 * Builds and compiles a query once per shape (the set of values given) instead of on every call: building
 * the statement page with Kysely on every read was a visible share of its CPU (bench/HISTORY.md). The first call of a shape builds it
 * with a stand-in for each value and keeps where Kysely put each one among the parameters; later calls of
 * that shape fill those places with their own values. `build` must pass its values through unchanged.
 */
export function compiledPerShape<P extends Record<string, unknown>, R>(
  build: (values: P) => CompiledQuery<R>,
): (values: P) => CompiledQuery<R> {
  const shapes = new Map<string, { query: CompiledQuery<R>; places: (Slot | { value: unknown })[] }>();
  return (values) => {
    const keys = Object.keys(values).filter((k) => values[k] !== undefined);
    const shapeKey = keys.join(',');
    let shape = shapes.get(shapeKey);
    if (!shape) {
      const query = build(Object.fromEntries(keys.map((k) => [k, new Slot(k)])) as P);
      const places = query.parameters.map((p) => (p instanceof Slot ? p : { value: p }));
      const placed = new Set(places.flatMap((p) => (p instanceof Slot ? [p.key] : [])));
      const lost = keys.filter((k) => !placed.has(k));
      if (lost.length > 0) throw new Error(`compiledPerShape: ${lost.join(', ')} did not become parameters`);
      shape = { query, places };
      shapes.set(shapeKey, shape);
    }
    const parameters = shape.places.map((p) => (p instanceof Slot ? values[p.key] : p.value));
    return { ...shape.query, parameters };
  };
}
