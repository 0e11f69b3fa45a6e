// `npm run bench:transfers`: our transfers per second against PostgreSQL's own TPC-B-like pgbench, on
// the same embedded server, in one run. Prints transfers/s, p50 and p99 latency, and the ratio.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const PORT = 3200;
const PG_PORT = 54349;
const DATA_DIR = '.tmp/bench-transfers';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 20);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-admin@vault.test', password: 'Bench-Admin-2026' };

const pgbench = findPgbench();
rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: {
    ...process.env,
    DATA_DIR,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(PG_PORT),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    DAILY_TRANSFER_LIMIT: '100000000',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitFor(`${BASE}/readyz`);
  const pgTps = runPgbench();
  const customers = await prepareCustomers(64);
  console.log(`\npgbench TPC-B-like, 8 clients, ${PGBENCH_SECONDS} s: ${pgTps.toFixed(0)} TPS`);
  console.log('\nclients  transfers/s   p50 ms   p99 ms   errors   ratio to pgbench');
  for (const clients of [8, 16, 32, 64]) {
    const r = await drive(customers, clients);
    console.log(
      `${String(clients).padStart(7)}  ${r.rate.toFixed(0).padStart(11)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.errors).padStart(7)}   ${(r.rate / pgTps).toFixed(2)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
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

async function call(path, { method = 'GET', token, body, headers = {} } = {}) {
  const res = await fetch(BASE + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function prepareCustomers(count) {
  const admin = (await call('/users/login', { method: 'POST', body: ADMIN })).json.token;
  const list = [];
  for (let i = 0; i < count; i++) {
    const email = `bench${i}@vault.test`;
    const reg = await call('/users/register', {
      method: 'POST',
      body: {
        firstName: 'Bench',
        lastName: `User${i}`,
        phone: '5550100',
        email,
        password: 'Bench-Pass-1234',
      },
    });
    const token = (
      await call('/users/login', { method: 'POST', body: { email, password: 'Bench-Pass-1234' } })
    ).json.token;
    await call('/users/api/auth/change-pin', { method: 'POST', token, body: { newPin: '1234' } });
    await call(`/users/${reg.json.user._id}/increase-balance`, {
      method: 'PUT',
      token: admin,
      body: { amount: 900000 },
    });
    const accounts = (await call('/accounts', { token })).json;
    list.push({
      token,
      name: `Bench User${i}`,
      number: accounts.find((a) => a.name === 'Checking').accountNumber,
    });
  }
  return list;
}

async function drive(customers, clients) {
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
        const res = await call('/transfers/local', {
          method: 'POST',
          token: me.token,
          headers: { 'idempotency-key': `b-${clients}-${seq}` },
          body: {
            amount: 1,
            paymentAccount: 'Checking',
            bankName: 'Vault Bank',
            accountNumber: to.number,
            accountName: to.name,
            pincode: '1234',
          },
        });
        latencies.push(performance.now() - start);
        if (res.status !== 201) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rate: (latencies.length - errors) / SECONDS, p50: at(0.5), p99: at(0.99), errors };
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}
