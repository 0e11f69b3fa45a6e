// `npm run bench:profile`: GET /users/profile (every dashboard asks for it every 10 s) against a bare
// Fastify hello-world started from the same node_modules, both driven by wrk at 64 connections in one run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { afterSignUpsSettle, prepareCustomers } from './lib/api.mjs';
import { reportAgainstBaseline } from './lib/baseline.mjs';
import { startServer } from './lib/server.mjs';
import { kernelShare, requireWrk, runWrk } from './lib/wrk.mjs';

const PORT = 3210;
const HELLO_PORT = 3299;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;

requireWrk();
const server = await startServer({
  name: 'profile',
  port: PORT,
  pgPort: 54350,
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
// Started once the bank is up, so that a bank that fails to start leaves no hello-world behind.
const hello = spawn(process.execPath, ['bench/lib/hello-server.mjs', String(HELLO_PORT)], {
  stdio: 'inherit',
});
try {
  const customers = await prepareCustomers(server.base, 64, { dollars: 1000 });
  const tokens = `${server.dataDir}/tokens.txt`;
  writeFileSync(tokens, customers.map((c) => `${c.token}\n`).join(''));
  await afterSignUpsSettle();
  const run = (url, env, serverPid) =>
    runWrk({ url, script: 'get.lua', connections: CONNECTIONS, seconds: SECONDS, env, serverPid });
  // A short warm-up of each, so both are measured with their code compiled.
  await runWrk({
    url: `${server.base}/users/profile`,
    script: 'get.lua',
    connections: 8,
    seconds: 2,
    env: { TOKENS_FILE: tokens },
  });
  const profile = await run(`${server.base}/users/profile`, { TOKENS_FILE: tokens }, server.pid);
  await runWrk({ url: `http://127.0.0.1:${HELLO_PORT}/`, script: 'get.lua', connections: 8, seconds: 2 });
  const bare = await run(`http://127.0.0.1:${HELLO_PORT}/`, { TOKENS_FILE: '' }, hello.pid);
  console.log(`\nwrk, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log('target                   req/s    p50 ms   p99 ms  errors  peak RSS MB  kernel %');
  for (const [name, r] of [
    ['GET /users/profile', profile],
    ['bare Fastify hello', bare],
  ]) {
    console.log(
      `${name.padEnd(21)} ${r.rate.toFixed(0).padStart(8)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}  ${String(r.errors).padStart(6)}  ${r.peakRssMb.toFixed(0).padStart(11)}  ${kernelShare(r).padStart(8)}`,
    );
  }
  console.log(`profile ÷ hello-world: ${(profile.rate / bare.rate).toFixed(2)}`);
  const per = (ms) => (profile.requests ? (ms / profile.requests).toFixed(3) : '0');
  console.log(
    `CPU per profile read: server ${per(profile.serverCpuMs)} ms, PostgreSQL ${per(profile.pgCpuMs)} ms`,
  );
  reportAgainstBaseline('profile', {
    'profile reads/s': profile.rate,
    'hello-world req/s': bare.rate,
    'profile ÷ hello-world': profile.rate / bare.rate,
  });
} finally {
  // One that could not listen (its port taken) has exited already, and 'exit' would never come.
  if (hello.exitCode === null && hello.signalCode === null) {
    hello.kill('SIGTERM');
    await once(hello, 'exit');
  }
  await server.stop();
}
