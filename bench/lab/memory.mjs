// `npm run bench:memory` (lab): where the server's resident memory goes under bench:transfers' load. Starts
// the bank (bench/lib/server.mjs, so BENCH_NODE_ARGS applies, e.g. "--max-semi-space-size=16"), prepares 64
// customers, drives local transfers at 64 connections for BENCH_SECONDS, and prints the peak RSS beside
// V8's own figures from GET /metrics at the end: each heap space's size, the external and array-buffer
// memory, and what is left of the RSS outside V8's heap (code, native allocations, thread stacks).
import { writeFileSync } from 'node:fs';
import { afterSignUpsSettle, prepareCustomers } from '../lib/api.mjs';
import { startServer } from '../lib/server.mjs';
import { requireWrk, runWrk } from '../lib/wrk.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOKEN = 'bench-memory-metrics-token';

requireWrk();
const server = await startServer({
  name: 'memory',
  port: Number(process.env.BENCH_PORT ?? 3206),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54356),
  env: { METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT_PER_MINUTE: '100000', DAILY_TRANSFER_LIMIT: '100000000' },
});
try {
  const customers = await prepareCustomers(server.base, 64, { dollars: 1_000_000 });
  const file = `${server.dataDir}/customers.tsv`;
  writeFileSync(file, customers.map((c) => `${c.token}\t${c.number}\t${c.name}\n`).join(''));
  await afterSignUpsSettle();
  const env = { CUSTOMERS_FILE: file, HOT: '0', RUN_TAG: 'mem' };
  const opts = { url: `${server.base}/transfers/local`, script: 'transfers.lua', serverPid: server.pid, env };
  await runWrk({ ...opts, connections: 16, seconds: 3 });
  const r = await runWrk({ ...opts, connections: 64, seconds: SECONDS });
  const text = await (
    await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const mb = (name, label = '') => {
    const line = text.split('\n').find((l) => l.startsWith(name + (label ? `{${label}` : '')));
    return line ? Number(line.split(' ').pop()) / 1048576 : NaN;
  };
  const spaces = ['new', 'old', 'code', 'large_object', 'new_large_object', 'trusted', 'shared'];
  const heap = spaces.map((s) => [s, mb('nodejs_heap_space_size_total_bytes', `space="${s}"`)]);
  const heapTotal = mb('nodejs_heap_size_total_bytes');
  const rss = mb('process_resident_memory_bytes');
  console.log(`${r.rate.toFixed(0)} transfers/s at 64 connections; peak RSS ${r.peakRssMb.toFixed(0)} MB`);
  console.log(`at the end: RSS ${rss.toFixed(0)} MB, V8 heap ${heapTotal.toFixed(0)} MB:`);
  for (const [s, v] of heap)
    if (!Number.isNaN(v)) console.log(`  ${(s + ' space').padEnd(24)} ${v.toFixed(1)} MB`);
  console.log(
    `  external ${mb('nodejs_external_memory_bytes').toFixed(1)} MB; outside V8's heap ${(rss - heapTotal).toFixed(0)} MB`,
  );
} finally {
  await server.stop();
}
