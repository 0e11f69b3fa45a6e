// `npm run bench:transfers`: our transfers per second against PostgreSQL's own TPC-B-like pgbench, on
// the same embedded server, in one run. Prints transfers/s, p50 and p99 latency, and the ratio.
import { spawnSync } from 'node:child_process';
import { call, prepareCustomers, PIN, quantile } from './lib/api.mjs';
import { startServer } from './lib/server.mjs';

const PORT = 3200;
const PG_PORT = 54349;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 20);

const pgbench = findPgbench();
const server = await startServer({
  name: 'transfers',
  port: PORT,
  pgPort: PG_PORT,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', DAILY_TRANSFER_LIMIT: '100000000' },
});
try {
  const pgTps = runPgbench();
  const customers = await prepareCustomers(server.base, 64);
  console.log(`\npgbench TPC-B-like, 8 clients, ${PGBENCH_SECONDS} s: ${pgTps.toFixed(0)} TPS`);
  console.log('\nclients  transfers/s   p50 ms   p99 ms   errors   ratio to pgbench');
  for (const clients of [8, 16, 32, 64]) {
    const r = await drive(server.base, customers, clients);
    console.log(
      `${String(clients).padStart(7)}  ${r.rate.toFixed(0).padStart(11)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.errors).padStart(7)}   ${(r.rate / pgTps).toFixed(2)}`,
    );
  }
} finally {
  await server.stop();
}

function findPgbench() {
  for (const candidate of [
    'pgbench',
    ...['18', '17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`),
  ]) {
    if (spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  console.error(
    'pgbench was not found. On Debian: apt-get install -y postgresql-client postgresql-contrib (or postgresql).',
  );
  process.exit(2);
}

function runPgbench() {
  const env = { ...process.env, PGPASSWORD: 'vault-embedded' };
  const conn = ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'vault'];
  spawnSync('psql', [...conn, '-d', 'postgres', '-c', 'CREATE DATABASE pgbench'], { env, stdio: 'ignore' });
  const init = spawnSync(pgbench, ['-i', '-s', '10', '-q', ...conn, 'pgbench'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(init.stderr);
  const run = spawnSync(pgbench, ['-c', '8', '-j', '2', '-T', String(PGBENCH_SECONDS), ...conn, 'pgbench'], {
    env,
    encoding: 'utf8',
  });
  const match = /tps = ([\d.]+)/.exec(run.stdout);
  if (!match) throw new Error(run.stdout + run.stderr);
  return Number(match[1]);
}

async function drive(base, customers, clients) {
  const latencies = [];
  let errors = 0;
  let seq = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const me = customers[c % customers.length];
      while (performance.now() < deadline) {
        const to = customers[(c + 1 + (seq++ % (customers.length - 1))) % customers.length];
        if (to === me) continue;
        const start = performance.now();
        const res = await call(base, '/transfers/local', {
          method: 'POST',
          token: me.token,
          headers: { 'idempotency-key': `b-${clients}-${seq}` },
          body: {
            amount: 1,
            paymentAccount: 'Checking',
            bankName: 'Vault Bank',
            accountNumber: to.number,
            accountName: to.name,
            pincode: PIN,
          },
        });
        latencies.push(performance.now() - start);
        if (res.status !== 201) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rate: (latencies.length - errors) / SECONDS,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}
