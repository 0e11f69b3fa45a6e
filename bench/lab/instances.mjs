// `npm run bench:instances`: local transfers through 1, 2 and 3 instances of the bank on ONE PostgreSQL,
// as DESIGN §8 runs it behind a load balancer. Instance A starts the embedded PostgreSQL; B and C connect
// to it with the app's own login and the same PIN_KEY. For n instances, n wrk processes share 64
// connections, one per instance (wrk plays the load balancer); the rates are summed.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { prepareCustomers } from '../lib/api.mjs';
import { startServer } from '../lib/server.mjs';
import { requireWrk, runWrk } from '../lib/wrk.mjs';

const PG_PORT = 54359;
const PORTS = [3230, 3231, 3232];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const CUSTOMERS = 64;

requireWrk();
const pinKey = randomBytes(32).toString('hex');
// A load test from one IP with 64 customers would hit every per-IP and per-customer limit: lift them.
const limits = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', DAILY_TRANSFER_LIMIT: '100000000', PIN_KEY: pinKey };
const servers = [];
try {
  const a = await startServer({ name: 'instances-a', port: PORTS[0], pgPort: PG_PORT, env: limits });
  servers.push(a);
  const appPassword = readFileSync(`${a.dataDir}/postgres-app.password`, 'utf8').trim();
  for (const [i, port] of PORTS.slice(1).entries()) {
    const name = `instances-${'bc'[i]}`;
    servers.push(
      await startServer({
        name,
        port,
        pgPort: PG_PORT,
        env: {
          ...limits,
          DATABASE_URL: `postgres://vault_app:${appPassword}@127.0.0.1:${PG_PORT}/vault`,
          MIGRATION_DATABASE_URL: `postgres://vault:vault-embedded@127.0.0.1:${PG_PORT}/vault`,
          // The administrator exists already (created by A).
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
        },
      }),
    );
  }
  const customers = await prepareCustomers(a.base, CUSTOMERS, { dollars: 1_000_000 });
  const file = `${a.dataDir}/customers.tsv`;
  writeFileSync(file, customers.map((c) => `${c.token}\t${c.number}\t${c.name}\n`).join(''));
  console.log(
    `\nlocal transfers through n instances on one PostgreSQL, wrk, ${CONNECTIONS} connections, ${SECONDS} s`,
  );
  console.log('instances  transfers/s   worst p99 ms  errors');
  let single = 0;
  for (const n of [1, 2, 3]) {
    const runs = await Promise.all(
      servers.slice(0, n).map((s, i) =>
        runWrk({
          url: `${s.base}/transfers/local`,
          script: 'transfers.lua',
          connections: Math.floor(CONNECTIONS / n),
          seconds: SECONDS,
          env: { CUSTOMERS_FILE: file, HOT: '0', RUN_TAG: `i${n}-${i}` },
        }),
      ),
    );
    const rate = runs.reduce((sum, r) => sum + r.rate, 0);
    if (n === 1) single = rate;
    const p99 = Math.max(...runs.map((r) => r.p99));
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    console.log(
      `${String(n).padStart(9)}  ${rate.toFixed(0).padStart(11)}  ${p99.toFixed(1).padStart(13)}  ${String(errors).padStart(6)}` +
        (n > 1 ? `   (${(rate / single).toFixed(2)}× one instance)` : ''),
    );
  }
} finally {
  for (const s of servers.reverse()) await s.stop();
}
