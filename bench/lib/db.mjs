// A short-lived connection pool to a benchmark's embedded PostgreSQL, as its owner.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

export async function withDb(pgPort, fn) {
  const pool = new pg.Pool({
    connectionString: `postgres://vault:vault-embedded@127.0.0.1:${pgPort}/vault`,
    max: 1,
  });
  try {
    return await fn(pool);
  } finally {
    await pool.end();
  }
}

/**
 * Customers who take no part in the run, each with a Checking and a Savings account at nil, written straight
 * into the tables (seconds for 100,000): the benchmark then runs against a bank of a real size, where a query
 * that reads every customer or every account shows.
 */
export async function seedBystanders(pgPort, count) {
  if (count <= 0) return;
  await withDb(pgPort, async (pool) => {
    await pool.query(
      `INSERT INTO users (email, first_name, last_name, role, password_hash)
       SELECT 'bystander' || g || '@bench.test', 'By', 'Stander', 'customer', '-'
       FROM generate_series(1, $1::integer) g`,
      [count],
    );
    await pool.query(
      `INSERT INTO ledger_accounts (user_id, kind, name, account_number)
       SELECT u.id, k, initcap(k), (5000000000 + u.seq * 2 + (k = 'savings')::integer)::text
       FROM users u, unnest(ARRAY['checking', 'savings']) k WHERE u.email LIKE 'bystander%@bench.test'
       ON CONFLICT (account_number) DO NOTHING`,
    );
    await pool.query('ANALYZE users, ledger_accounts');
  });
}

/** Runs a file of SQL with psql as the owner, stopping at its first error. */
export function runSqlFile(pgPort, file) {
  const conn = [
    '-h',
    '127.0.0.1',
    '-p',
    String(pgPort),
    '-U',
    'vault',
    '-d',
    'vault',
    '-v',
    'ON_ERROR_STOP=1',
    '-q',
  ];
  const result = spawnSync('psql', [...conn, '-f', file], {
    env: { ...process.env, PGPASSWORD: 'vault-embedded' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
}
