// The statements PostgreSQL spent most time on (pg_stat_statements, loaded when the benchmark starts the
// server with EMBEDDED_PG_STAT_STATEMENTS=1), nested statements of SQL functions included.
import { withDb as withPool } from './db.mjs';

export async function resetPgStats(pgPort) {
  await withPool(pgPort, (pool) =>
    pool.query(
      'CREATE EXTENSION IF NOT EXISTS pg_stat_statements; SELECT pg_stat_statements_reset(), pg_stat_reset()',
    ),
  );
}

export async function printPgStats(pgPort, top = Number(process.env.BENCH_PG_STATS_TOP ?? 15)) {
  await printWholeReads(pgPort);
  const rows = await withPool(
    pgPort,
    async (pool) =>
      (
        await pool.query(`SELECT calls, plans, round(total_exec_time::numeric, 1) AS ms, round(mean_exec_time::numeric, 3) AS mean_ms,
        regexp_replace(left(query, 110), '\\s+', ' ', 'g') AS query
        FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT ${top}`)
      ).rows,
  );
  console.log('\nPostgreSQL time by statement (pg_stat_statements, nested included; planning not in ms)');
  for (const r of rows)
    console.log(
      `${String(r.calls).padStart(8)} calls ${String(r.plans).padStart(7)} plans ${String(r.ms).padStart(9)} ms ${String(r.mean_ms).padStart(8)} ms/call  ${r.query}`,
    );
}

/** Tables read row by row (sequential scans) since the reset: on a bank of real size, a sign of a missing index. */
async function printWholeReads(pgPort) {
  const rows = await withPool(
    pgPort,
    async (pool) =>
      (
        await pool.query(`SELECT relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) AS idx_scan
        FROM pg_stat_user_tables WHERE seq_tup_read > 0 ORDER BY seq_tup_read DESC LIMIT 8`)
      ).rows,
  );
  console.log('\nTables read by sequential scan (pg_stat_user_tables)');
  for (const r of rows)
    console.log(
      `${r.relname.padEnd(28)} ${String(r.seq_scan).padStart(8)} scans ${String(r.seq_tup_read).padStart(12)} rows read ${String(r.idx_scan).padStart(8)} index scans`,
    );
}
