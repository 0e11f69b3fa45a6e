// Runs the Playwright suite on its own ports and its own build, so that several can run on one machine:
//   node scripts/e2e-isolated.mjs 3110 [playwright args, e.g. e2e/loans.spec.ts]
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const [port, ...args] = process.argv.slice(2);
if (!/^\d{4,5}$/.test(port ?? '')) {
  console.error('Usage: node scripts/e2e-isolated.mjs <port> [playwright args]');
  process.exit(2);
}
const webDir = `.tmp/web-${port}`;
const env = {
  ...process.env,
  E2E_PORT: port,
  E2E_PG_PORT: String(50000 + (Number(port) % 10000)),
  WEB_DIR: webDir,
};
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', path.resolve(webDir), '--emptyOutDir'],
  { stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
