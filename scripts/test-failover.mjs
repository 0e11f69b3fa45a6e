// `npm run test:failover`: the failover test on a real pg_auto_failover formation (docs/operations.md).
// Without the tool installed it says so in one line and fails: CI must never skip it silently.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const tool = ['/usr/bin/pg_autoctl', '/usr/local/bin/pg_autoctl'].some((p) => fs.existsSync(p));
const extension = ['18', '17', '16', '15', '14'].some(
  (v) =>
    fs.existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`) &&
    fs.existsSync(`/usr/share/postgresql/${v}/extension/pgautofailover.control`),
);
if (!tool || !extension) {
  console.error(
    'test:failover: pg_auto_failover is not installed (Debian: apt-get install postgresql-15 postgresql-15-auto-failover pg-auto-failover-cli; .ci/run does it).',
  );
  process.exit(1);
}
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.failover.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
