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

/**
 * Moves these customers' account rows onto pages left half empty, as a live load does by itself: a row's
 * first committed balance update that finds its page full writes the new version on a page with room, and
 * every later one is a HOT update (99.9 % of `ledger_accounts`' updates in a run of `bench:transfers`).
 * A benchmark whose batches are rolled back never commits that move, so without this every balance update
 * it counts would be a non-HOT one, with a new entry in each of the table's indexes.
 */
export async function leaveRoomForUpdates(pgPort, userIds) {
  await withDb(pgPort, async (pool) => {
    await pool.query('ALTER TABLE ledger_accounts SET (fillfactor = 50)');
    await pool.query(
      'UPDATE ledger_accounts SET balance_cents = balance_cents WHERE user_id = ANY ($1::uuid[])',
      [userIds],
    );
    await pool.query('VACUUM ledger_accounts');
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
