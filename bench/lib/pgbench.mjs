// PostgreSQL's own TPC-B-like benchmark against the embedded server the bank runs on: the yardstick
// every other figure is divided by.
import { spawnSync } from 'node:child_process';

export function findPgbench() {
  for (const candidate of [
    'pgbench',
    ...['18', '17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`),
  ]) {
    if (spawnSync(candidate, ['--version']).status === 0) return candidate;
  }
  console.error('pgbench was not found. On Debian: apt-get install -y postgresql-client postgresql-contrib');
  process.exit(2);
}

/** TPS of `pgbench -c 8 -j 2` for `seconds` on a scale-10 database made for it on the same server. */
export function runPgbench(pgbench, pgPort, seconds) {
  const env = { ...process.env, PGPASSWORD: 'vault-embedded' };
  const conn = ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'vault'];
  spawnSync('psql', [...conn, '-d', 'postgres', '-c', 'CREATE DATABASE pgbench'], { env, stdio: 'ignore' });
  const init = spawnSync(pgbench, ['-i', '-s', '10', '-q', ...conn, 'pgbench'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(init.stderr);
  const run = spawnSync(pgbench, ['-c', '8', '-j', '2', '-T', String(seconds), ...conn, 'pgbench'], {
    env,
    encoding: 'utf8',
  });
  const match = /tps = ([\d.]+)/.exec(run.stdout);
  if (!match) throw new Error(run.stdout + run.stderr);
  return Number(match[1]);
}
