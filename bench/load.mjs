// `npm run bench:load`: a mix of sign-ins, dashboard loads, statement pages and transfers at rising
// concurrency against the real server (embedded PostgreSQL), over keep-alive HTTP on loopback. Prints per
// step: requests/s, p50 and p99 latency, the server process's largest RSS and the error count.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { call, PASSWORD, PIN, prepareCustomers, quantile } from './lib/api.mjs';
import { seedBystanders } from './lib/db.mjs';
import { reportAgainstBaseline } from './lib/baseline.mjs';
import { printPgStats, resetPgStats } from './lib/pg-stats.mjs';
import { startServer } from './lib/server.mjs';

const PORT = 3220;
const PG_PORT = 54369;
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 10);
const STEPS = (process.env.LOAD_STEPS ?? '4,8,16,32,64').split(',').map(Number);
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 32);
// The bank around them (see bench:transfers).
const BYSTANDERS = Number(process.env.BENCH_BYSTANDERS ?? 100_000);
const PG_STATS = process.env.BENCH_PG_STATS === '1';
// Every client signs in from 127.0.0.1: the default limit (20 a minute per IP) would refuse them.
const AUTH_LIMIT = '1000000';
// Percent of operations: a dashboard load is two requests (profile and accounts, in parallel).
const MIX = { signIn: 10, dashboard: 40, statement: 30, transfer: 20 };
// A bound on each client's loop, beyond the step's deadline.
const MAX_OPS_PER_CLIENT = 1_000_000;

const server = await startServer({
  name: 'load',
  port: PORT,
  pgPort: PG_PORT,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: AUTH_LIMIT, EMBEDDED_PG_STAT_STATEMENTS: PG_STATS ? '1' : '0' },
});
let failed = false;
try {
  // Every eighth customer has only $100, so some transfers meet the expected 422 insufficient funds.
  const customers = await prepareCustomers(server.base, CUSTOMERS, {
    dollars: (i) => (i % 8 === 7 ? 100 : 100000),
    tag: 'load',
  });
  await seedBystanders(PG_PORT, BYSTANDERS);
  if (PG_STATS) await resetPgStats(PG_PORT);
  printHeader();
  const byRequest = new Map();
  const figures = {};
  for (const clients of STEPS) {
    const r = await runStep(server, customers, clients);
    printStep(clients, r);
    figures[`${clients} clients requests/s`] = r.rate;
    figures[`${clients} clients p99 ms`] = r.p99;
    if (r.errors > 0) failed = true;
    for (const [name, list] of r.byRequest) byRequest.set(name, (byRequest.get(name) ?? []).concat(list));
  }
  printByRequest(byRequest);
  reportAgainstBaseline('load', figures);
  if (PG_STATS) await printPgStats(PG_PORT);
} finally {
  await server.stop();
}
if (failed) {
  console.error('\nSome requests failed (see the error lines above).');
  process.exitCode = 1;
}

function printHeader() {
  const mix = Object.entries(MIX).map(([op, pct]) => `${op} ${pct}%`);
  console.log(
    `\nLoad mix ${mix.join(', ')}; ${CUSTOMERS} customers among ${CUSTOMERS + BYSTANDERS}; ${STEP_SECONDS} s per step.`,
  );
  console.log(
    `The server runs with AUTH_RATE_LIMIT_PER_MINUTE=${AUTH_LIMIT}: every sign-in comes from 127.0.0.1.`,
  );
  console.log(`Server RSS at rest: ${rssMb(server.pid).toFixed(0)} MB (the Node process; PostgreSQL apart).`);
  // Client, server and database share this machine: say how busy it was.
  console.log(`Load average before the steps: ${loadavg()[0].toFixed(2)}`);
  console.log(
    '\nclients   requests/s   p50 ms   p99 ms   max RSS MB   errors   refused (422 insufficient funds)',
  );
}

function printStep(clients, r) {
  const cells = [
    String(clients).padStart(7),
    r.rate.toFixed(0).padStart(11),
    r.p50.toFixed(1).padStart(7),
    r.p99.toFixed(1).padStart(7),
    r.rss.toFixed(0).padStart(11),
    String(r.errors).padStart(7),
    ` ${r.refused}`,
  ];
  console.log(cells.join('  '));
  for (const [kind, count] of r.kinds) console.log(`         error: ${kind} × ${count}`);
}

function printByRequest(byRequest) {
  console.log('\nlatency by request, all steps        count   p50 ms   p99 ms');
  for (const [name, list] of byRequest) {
    list.sort((a, b) => a - b);
    const p50 = quantile(list, 0.5).toFixed(1).padStart(7);
    const p99 = quantile(list, 0.99).toFixed(1).padStart(7);
    console.log(`${name.padEnd(34)}  ${String(list.length).padStart(6)}  ${p50}  ${p99}`);
  }
  console.log(`Load average after the steps: ${loadavg()[0].toFixed(2)}`);
}

async function runStep(server, customers, clients) {
  const stats = { latencies: [], refused: 0, errors: 0, kinds: new Map(), byRequest: new Map() };
  let maxRss = rssMb(server.pid);
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(server.pid))), 100);
  const start = performance.now();
  const deadline = start + STEP_SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: clients }, (_, c) =>
        runClient(server.base, customers, c, clients, deadline, stats),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  stats.latencies.sort((a, b) => a - b);
  return {
    rate: stats.latencies.length / seconds,
    p50: quantile(stats.latencies, 0.5),
    p99: quantile(stats.latencies, 0.99),
    rss: maxRss,
    errors: stats.errors,
    refused: stats.refused,
    kinds: stats.kinds,
    byRequest: stats.byRequest,
  };
}

/** One client: its own customer and session, operations drawn from MIX until the deadline. */
async function runClient(base, customers, c, clients, deadline, stats) {
  const random = seeded(clients * 1000 + c);
  const me = { ...customers[c % customers.length] };
  const request = (path, options) => timed(base, path, options, stats);
  for (let i = 0; i < MAX_OPS_PER_CLIENT && performance.now() < deadline; i++) {
    const op = pick(random());
    if (op === 'signIn') {
      const res = await request('/users/login', {
        method: 'POST',
        body: { email: me.email, password: PASSWORD },
      });
      if (res?.status === 200) me.token = res.json.token;
    } else if (op === 'dashboard') {
      await Promise.all([
        request('/users/profile', { token: me.token }),
        request('/accounts', { token: me.token }),
      ]);
    } else if (op === 'statement') {
      await request('/transactions?limit=20', { token: me.token });
    } else {
      let to = customers[Math.floor(random() * customers.length)];
      if (to.id === me.id) to = customers[(customers.indexOf(to) + 1) % customers.length];
      await request('/transfers/local', {
        method: 'POST',
        token: me.token,
        headers: { 'idempotency-key': `load-${clients}-${c}-${i}` },
        body: {
          amount: 1,
          paymentAccount: 'Checking',
          bankName: 'Vault Bank',
          accountNumber: to.number,
          accountName: to.name,
          pincode: PIN,
        },
      });
    }
  }
}

/** One request, its latency recorded; a 2xx or a 422 insufficient_funds is expected, anything else an error. */
async function timed(base, path, options, stats) {
  const start = performance.now();
  let res;
  let kind;
  try {
    res = await call(base, path, options);
    if (res.status === 422 && res.json?.code === 'insufficient_funds') stats.refused++;
    else if (res.status < 200 || res.status > 299)
      kind = `${options.method ?? 'GET'} ${path} → ${res.status}`;
  } catch (error) {
    kind = `${options.method ?? 'GET'} ${path} → network: ${error.cause?.code ?? error.message}`;
  }
  const ms = performance.now() - start;
  stats.latencies.push(ms);
  const name = `${options.method ?? 'GET'} ${path}`;
  if (!stats.byRequest.has(name)) stats.byRequest.set(name, []);
  stats.byRequest.get(name).push(ms);
  if (kind) {
    stats.errors++;
    stats.kinds.set(kind, (stats.kinds.get(kind) ?? 0) + 1);
  }
  return res;
}

function pick(x) {
  let edge = 0;
  for (const [op, pct] of Object.entries(MIX)) {
    edge += pct / 100;
    if (x < edge) return op;
  }
  return 'transfer';
}

/** mulberry32: the same mix of operations on every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
