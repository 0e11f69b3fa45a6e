// `npm run bench:floor`: what a transfer over HTTP costs at the least on this machine, side by side with
// PostgreSQL's own pgbench in one run: the yardstick for `bench:transfers`, as the bare hello-world is for
// `bench:profile`. A bare Fastify server (bench/lab/floor-server.mjs), with the bank's own batch queue and
// on the bank's embedded PostgreSQL, answers a POST without the database, group-commits transfers that only
// move two balances and write one row, group-commits transfers that write the bank's own rows (copies of
// its tables, without triggers or foreign keys) with no decision taken, and the same with the bank's checks
// decided over the batch as a set. Each step prints the machine's CPU a request (every process) and the
// ratio that cost would give with no core idle.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { runSqlFile } from '../lib/db.mjs';
import { findPgbench, runPgbench } from '../lib/pgbench.mjs';
import { processTree } from '../lib/proc.mjs';
import { startServer } from '../lib/server.mjs';
import { fullCpu, requireWrk, runWrk } from '../lib/wrk.mjs';

const PORT = 3230;
const FLOOR_PORT = 3231;
const PG_PORT = 54352;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 15);

const pgbench = findPgbench();
requireWrk();
// The bank itself only runs the embedded PostgreSQL here; it takes no requests during the run.
const bank = await startServer({ name: 'floor', port: PORT, pgPort: PG_PORT });
let floor;
try {
  const pgTps = runPgbench(pgbench, PG_PORT, PGBENCH_SECONDS);
  runSqlFile(PG_PORT, 'bench/lab/floor-schema.sql');
  floor = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lab/floor-server.mjs',
      String(FLOOR_PORT),
      `postgres://vault:vault-embedded@127.0.0.1:${PG_PORT}/vault`,
    ],
    { stdio: 'inherit' },
  );
  await waitForPort(FLOOR_PORT);
  const base = `http://127.0.0.1:${FLOOR_PORT}`;
  const step = async (path, connections, hot, seconds = SECONDS) => {
    const before = processTree(bank.pid).pgCpuMs;
    const r = await runWrk({
      url: `${base}${path}`,
      script: 'floor.lua',
      connections,
      seconds,
      serverPid: floor.pid,
      env: { HOT: hot ? '1' : '0' },
    });
    return { ...r, pgCpuMs: processTree(bank.pid).pgCpuMs - before };
  };
  await step('/echo', 16, false, 2);
  await step('/transfer', 16, false, 3);
  await step('/transfer-rows', 16, false, 3);
  await step('/transfer-checked', 16, false, 3);
  console.log(`\npgbench TPC-B-like, 8 clients, ${PGBENCH_SECONDS} s: ${pgTps.toFixed(0)} TPS`);
  console.log(`\nfloor server, wrk, ${SECONDS} s each after a short warm-up`);
  console.log(
    'step              conns     req/s   p50 ms   p99 ms  errors  ratio  server ms/req  pg ms/req  idle %  machine ms/req  full-CPU ratio',
  );
  for (const [name, path, connections, hot] of [
    ['POST, no database', '/echo', 64, false],
    ['transfer, uniform', '/transfer', 16, false],
    ['transfer, uniform', '/transfer', 64, false],
    ['transfer, hot', '/transfer', 64, true],
    ["bank's rows", '/transfer-rows', 16, false],
    ["bank's rows", '/transfer-rows', 64, false],
    ["bank's rows, hot", '/transfer-rows', 64, true],
    ['rows and checks', '/transfer-checked', 16, false],
    ['rows and checks', '/transfer-checked', 64, false],
    ['rows, checks, hot', '/transfer-checked', 64, true],
  ]) {
    const r = await step(path, connections, hot);
    const per = (ms) => (r.requests ? ms / r.requests : 0).toFixed(3);
    const full = fullCpu(r, pgTps);
    console.log(
      `${name.padEnd(17)} ${String(connections).padStart(5)}  ${r.rate.toFixed(0).padStart(8)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.errors).padStart(6)}  ${(r.rate / pgTps).toFixed(2).padStart(5)}  ${per(r.serverCpuMs).padStart(13)}  ${(path === '/echo' ? '–' : per(r.pgCpuMs)).padStart(9)}  ${r.idlePercent.toFixed(0).padStart(6)}  ${full.ms.padStart(14)}  ${full.ratio.padStart(14)}`,
    );
  }
} finally {
  if (floor && floor.exitCode === null) {
    floor.kill('SIGTERM');
    await once(floor, 'exit');
  }
  await bank.stop();
}

async function waitForPort(port) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the floor server did not listen on ${port}`);
}
