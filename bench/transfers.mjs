// `npm run bench:transfers`: local transfers over HTTP against PostgreSQL's own TPC-B-like pgbench, on the
// same embedded server, in one run. wrk drives the server (see bench/lib/wrk.mjs); prints transfers/s,
// p50, p99, errors and the ratio to pgbench at 16 and 64 connections, with payments spread uniformly and
// with a hot merchant (half of all transfers to one customer), CPU per transfer (and the kernel's share of
// the server's) and the peak RSS. Last, the server alone: the same transfers with a `post_payments` that
// writes nothing (bench/lib/server-alone.sql), the most the server's own path allows whatever the database
// does (BENCH_SERVER_ALONE=0 leaves it out). Each step also prints the machine's CPU a transfer (every
// process: wrk, the server, PostgreSQL, the kernel) and the ratio that cost would give with no core idle,
// beside the CPU a transfer the targets leave on these cores.
import { writeFileSync } from 'node:fs';
import { afterSignUpsSettle, prepareCustomers } from './lib/api.mjs';
import { reportAgainstBaseline } from './lib/baseline.mjs';
import { runSqlFile, seedBystanders } from './lib/db.mjs';
import { findPgbench, runPgbench } from './lib/pgbench.mjs';
import { printPgStats, resetPgStats } from './lib/pg-stats.mjs';
import { startServer } from './lib/server.mjs';
import { startSyncStandby } from './lib/standby.mjs';
import { cpuBudgetMs, fullCpu, kernelShare, requireWrk, runWrk } from './lib/wrk.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 15);
const CUSTOMERS = 64;
// The bank around them: customers who take no part, so that a query that reads them all shows.
const BYSTANDERS = Number(process.env.BENCH_BYSTANDERS ?? 100_000);

const pgbench = findPgbench();
requireWrk();
const server = await startServer({
  name: 'transfers',
  port: PORT,
  pgPort: PG_PORT,
  // A load test from one IP with 64 customers would hit every per-IP and per-customer limit: lift them.
  env: {
    EMBEDDED_PG_STAT_STATEMENTS: process.env.BENCH_PG_STATS ?? '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    DAILY_TRANSFER_LIMIT: '100000000',
  },
});
// BENCH_SYNC_STANDBY=1: the same steps with a synchronous hot standby (a commit waits for its WAL flush).
const standby =
  process.env.BENCH_SYNC_STANDBY === '1'
    ? await startSyncStandby(server.dataDir, PG_PORT, PG_PORT + 1)
    : undefined;
try {
  const pgTps = runPgbench(pgbench, PG_PORT, PGBENCH_SECONDS);
  const customers = await prepareCustomers(server.base, CUSTOMERS, { dollars: 1_000_000 });
  await seedBystanders(PG_PORT, BYSTANDERS);
  const file = `${server.dataDir}/customers.tsv`;
  writeFileSync(file, customers.map((c) => `${c.token}\t${c.number}\t${c.name}\n`).join(''));
  await afterSignUpsSettle();
  console.log(`\npgbench TPC-B-like, 8 clients, ${PGBENCH_SECONDS} s: ${pgTps.toFixed(0)} TPS`);
  console.log(
    `\nlocal transfers between ${CUSTOMERS} customers of ${CUSTOMERS + BYSTANDERS}, wrk, ${SECONDS} s each` +
      ` after ${WARMUP_SECONDS} s of unmeasured warm-up`,
  );
  console.log(
    'mode     conns  transfers/s   p50 ms   p99 ms  errors  ratio  server ms/tx  kernel %  pg ms/tx  peak RSS MB  idle %  machine ms/tx  full-CPU ratio',
  );
  // Unmeasured: the first seconds of load run the server's code before V8 has optimized it and plan the
  // statements on each pooled connection, which would land in the first step's p99.
  const transfers = (hot, connections, seconds, tag) =>
    runWrk({
      url: `${server.base}/transfers/local`,
      script: 'transfers.lua',
      connections,
      seconds,
      serverPid: server.pid,
      env: { CUSTOMERS_FILE: file, HOT: hot ? '1' : '0', RUN_TAG: tag },
    });
  if (WARMUP_SECONDS > 0) await transfers(false, 16, WARMUP_SECONDS, 'w16');
  let uniform64 = 0;
  const figures = { 'pgbench TPS': pgTps };
  const row = (label, connections, r) => {
    const perTx = (ms) => (r.requests ? ms / r.requests : 0).toFixed(3);
    const full = fullCpu(r, pgTps);
    const step = `${label} ${connections}`;
    Object.assign(figures, {
      [`${step} transfers/s`]: r.rate,
      [`${step} p99 ms`]: r.p99,
      [`${step} ratio to pgbench`]: r.rate / pgTps,
      [`${step} peak RSS MB`]: r.peakRssMb,
    });
    console.log(
      `${label.padEnd(8)} ${String(connections).padStart(5)}  ${r.rate.toFixed(0).padStart(11)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.errors).padStart(6)}  ${(r.rate / pgTps).toFixed(2).padStart(5)}  ${perTx(r.serverCpuMs).padStart(12)}  ${kernelShare(r).padStart(8)}  ${perTx(r.pgCpuMs).padStart(8)}  ${r.peakRssMb.toFixed(0).padStart(11)}  ${r.idlePercent.toFixed(0).padStart(6)}  ${full.ms.padStart(13)}  ${full.ratio.padStart(14)}`,
    );
  };
  const modes = process.env.BENCH_MODE ? [process.env.BENCH_MODE === 'hot'] : [false, true];
  for (const hot of modes) {
    for (const connections of [16, 64]) {
      if (process.env.BENCH_PG_STATS === '1') await resetPgStats(PG_PORT);
      const r = await transfers(hot, connections, SECONDS, `${hot ? 'h' : 'u'}${connections}`);
      if (!hot && connections === 64) uniform64 = r.rate;
      row(hot ? 'hot' : 'uniform', connections, r);
      if (process.env.BENCH_PG_STATS === '1')
        await printPgStats(PG_PORT, { seconds: SECONDS, transfers: r.requests });
      if (hot && connections === 64 && uniform64) {
        console.log(`hot merchant ÷ uniform at 64 connections: ${(r.rate / uniform64).toFixed(2)}`);
      }
    }
  }
  console.log(
    `the targets leave the machine ${cpuBudgetMs(2, pgTps)} ms of CPU a transfer at 64 connections (ratio 2.0)` +
      ` and ${cpuBudgetMs(1, pgTps)} ms at 16 (ratio 1.0), every process together`,
  );
  if (process.env.BENCH_SERVER_ALONE !== '0') {
    runSqlFile(PG_PORT, 'bench/lib/server-alone.sql');
    console.log('server alone: post_payments answers each transfer at once, writing nothing');
    for (const connections of [16, 64])
      row('alone', connections, await transfers(false, connections, SECONDS, `a${connections}`));
  }
  reportAgainstBaseline('transfers', figures);
} finally {
  await standby?.stop();
  await server.stop();
}
