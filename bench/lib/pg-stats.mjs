// The statements PostgreSQL spent most time on (pg_stat_statements, loaded when the benchmark starts the
// server with EMBEDDED_PG_STAT_STATEMENTS=1), nested statements of SQL functions included.
import { withDb as withPool } from './db.mjs';

export async function resetPgStats(pgPort) {
  await withPool(pgPort, (pool) =>
    pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset()'),
  );
}

export async function printPgStats(pgPort, top = 15) {
  const rows = await withPool(
    pgPort,
    async (pool) =>
      (
        await pool.query(`SELECT calls, round(total_exec_time::numeric, 1) AS ms, round(mean_exec_time::numeric, 3) AS mean_ms,
        regexp_replace(left(query, 110), '\\s+', ' ', 'g') AS query
        FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT ${top}`)
      ).rows,
  );
  console.log('\nPostgreSQL time by statement (pg_stat_statements, nested included)');
  for (const r of rows)
    console.log(
      `${String(r.calls).padStart(8)} calls ${String(r.ms).padStart(9)} ms ${String(r.mean_ms).padStart(8)} ms/call  ${r.query}`,
    );
}
