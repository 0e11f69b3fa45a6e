import { describe, expect, it } from 'vitest';
import { queryBuilder } from './connection';
import { compiledPerShape } from './named-query';

type Values = {
  userId: string;
  kind?: string;
  status?: string;
  after?: Date;
  beforeSeq?: bigint;
  limit: number;
};

// Built the way statement-repository.ts builds its page, with every optional filter.
const build = (v: Values) => {
  let q = queryBuilder
    .selectFrom('payments as p')
    .select(['p.id', 'p.seq'])
    .where('p.user_id', '=', v.userId);
  if (v.kind) q = q.where('p.kind', '=', v.kind);
  if (v.status) q = q.where('p.status', '=', v.status as 'Successful');
  if (v.after) q = q.where('p.created_at', '>=', v.after);
  if (v.beforeSeq !== undefined) q = q.where('p.seq', '<', v.beforeSeq);
  return q.orderBy('p.seq', 'desc').limit(v.limit).compile();
};

const optional = ['kind', 'status', 'after', 'beforeSeq'] as const;

/** Every combination of the optional filters, with values that differ from call to call. */
function valuesFor(mask: number, n: number): Values {
  const all = {
    kind: `kind-${n}`,
    status: `status-${n}`,
    after: new Date(Date.UTC(2026, 0, 1 + n)),
    beforeSeq: BigInt(1000 + n),
  };
  const v: Values = { userId: `user-${n}`, limit: 10 + n };
  optional.forEach((k, i) => {
    if (mask & (1 << i)) Object.assign(v, { [k]: all[k] });
  });
  return v;
}

describe('compiledPerShape', () => {
  it('gives the same SQL and parameters as building the query each time, for every shape', () => {
    const compiled = compiledPerShape(build);
    for (let n = 0; n < 3; n++) {
      for (let mask = 0; mask < 1 << optional.length; mask++) {
        const v = valuesFor(mask, n);
        const direct = build(v);
        const cached = compiled(v);
        expect({ sql: cached.sql, parameters: cached.parameters }).toEqual({
          sql: direct.sql,
          parameters: direct.parameters,
        });
      }
    }
  });

  it('builds each shape once', () => {
    let builds = 0;
    const compiled = compiledPerShape((v: Values) => {
      builds++;
      return build(v);
    });
    for (let n = 0; n < 5; n++) compiled(valuesFor(0b0101, n));
    compiled(valuesFor(0b0011, 0));
    expect(builds).toBe(2);
  });

  it('refuses a build that does not pass a value through as a parameter', () => {
    const compiled = compiledPerShape((v: { userId: string; day: string }) =>
      queryBuilder
        .selectFrom('payments as p')
        .select('p.id')
        .where('p.user_id', '=', v.userId)
        .where('p.created_at', '>=', new Date(`${String(v.day)}T00:00:00Z`))
        .compile(),
    );
    expect(() => compiled({ userId: 'u', day: '2026-01-01' })).toThrow(/day did not become parameters/);
  });
});
