// Starts the bank for a benchmark: `node scripts/start.mjs` (the server runs in that very process, so its
// pid is the one to measure) on a fresh DATA_DIR with its own ports, the embedded PostgreSQL and a known
// administrator. `stop()` sends SIGTERM and waits for the exit; call it in a `finally`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';

// Two-step sign-in is on for the administrator from ADMIN_TOTP_SECRET: back-office calls need it.
export const ADMIN = {
  email: 'bench-admin@vault.test',
  password: 'Bench-Admin-2026',
  totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
};

/**
 * @param {{ name: string, port: number, pgPort: number, env?: Record<string, string> }} options
 * @returns {Promise<{ base: string, pid: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startServer({ name, port, pgPort, env = {} }) {
  const dataDir = `.tmp/bench-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  // BENCH_CPU_PROF=1 writes a V8 CPU profile of the server to <data dir>/prof when it stops.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}/prof`] : [];
  // BENCH_NODE_ARGS passes V8 or Node flags to the server only (e.g. "--trace-gc").
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...prof, ...startFlags(), ...nodeArgs, 'scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      DATABASE_URL: '',
      // One administrator credits every benchmark customer: the cumulative four-eyes threshold is raised
      // explicitly so that setup does not queue credits for a second administrator.
      FOUR_EYES_THRESHOLD: '1000000000',
      // A few benchmark customers send thousands of transfers without KYC: the velocity limit and the cap
      // on unverified customers are lifted explicitly too.
      PAYMENT_RATE_LIMIT_PER_MINUTE: '1000000',
      UNVERIFIED_DAILY_LIMIT: '100000000',
      // No continuous archiving: the archiver starts a process a WAL segment, which a benchmark would measure
      // as the bank's cost. BENCH_WAL_ARCHIVING=1 keeps it on, to measure exactly that.
      WAL_ARCHIVING: process.env.BENCH_WAL_ARCHIVING === '1' ? 'true' : 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    process.off('SIGINT', interrupted);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  // Ctrl-C on the benchmark still shuts the server (and so its PostgreSQL) down cleanly.
  const interrupted = () => void stop().then(() => process.exit(130));
  process.on('SIGINT', interrupted);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${base}/readyz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid ?? 0, dataDir, stop };
}

/** The Node flags `npm start` gives the server (package.json), so that a benchmark measures what runs. */
function startFlags() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  return scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

async function waitUntilReady(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not start: ${url}`);
}
