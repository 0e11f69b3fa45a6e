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

/**
 * `step` ({ seconds, transfers }) adds how busy the group commit kept the database: with batches there nearly
 * all of the step, the database, not the server, bounds transfers/s. Two batches can be there at once (the
 * second waiting for the first one's row locks, which counts in its time), so the share can pass 100 %.
 */
export async function printPgStats(pgPort, step, top = Number(process.env.BENCH_PG_STATS_TOP ?? 15)) {
  await printWholeReads(pgPort);
  if (step) await printBatchBusy(pgPort, step);
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

async function printBatchBusy(pgPort, { seconds, transfers }) {
  const [row] = await withPool(
    pgPort,
    async (pool) =>
      (
        await pool.query(`SELECT sum(calls)::int AS calls, sum(total_exec_time) AS ms FROM pg_stat_statements
        WHERE toplevel AND query LIKE '%FROM post_payments($1::jsonb)%'`)
      ).rows,
  );
  if (!row?.calls) return;
  console.log(
    `\nGroup commit: ${row.calls} batches of ${(transfers / row.calls).toFixed(1)} transfers on average, ` +
      `${(row.ms / row.calls).toFixed(1)} ms each in post_payments (waits for locks included); ` +
      `batches were at the database ${((100 * row.ms) / (seconds * 1000)).toFixed(0)} % of the step`,
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
