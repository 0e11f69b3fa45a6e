import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../db/connection';
import { EMBEDDED_DB_NAME } from '../db/database';
import { freePort } from '../common/free-port';
import { archiveFlags, postgresOwner, restoreCommand } from './backup-dirs';
import { backupFor, listBackups, type StoredBackup } from './backup-catalog';
import { megabytes, verifyBackupFiles } from './base-backup';
import { copyWithChecksum, inParallel } from './file-copy';
import { startRecoveryServer, TARGET_NOT_REACHED, type RecoveryServer } from './recovery-server';

export type RestoreOptions = {
  backupDir: string;
  /** The bank's DATA_DIR: the database goes to `<dataDir>/postgres`. */
  dataDir: string;
  target: Date | 'latest';
  /** Keep archiving on the restored server (a real restore); off for a drill, whose timeline must not reach the archive. */
  archive: { timeoutSeconds: number } | false;
  progress: (line: string) => void;
  /** Runs on the restored database before it stops (the drill's and the test's checks). */
  inspect?: (ownerUrl: string) => Promise<void>;
};

export type RestoreResult = {
  backup: StoredBackup;
  /** The commit time of the last transaction replayed (null: none after the backup). */
  lastCommit: Date | null;
  /** The target was after the end of the WAL: the database is as the WAL's end left it. */
  reachedEndOfWal: boolean;
  /** Where the former database folder was moved, if there was one. */
  formerDir: string | undefined;
};

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('.', '-');

/**
 * Point-in-time restore into a stopped bank's data directory: the newest base backup that became
 * consistent before the target is verified and copied into place, then PostgreSQL replays archived WAL
 * (and the former directory's unarchived last segments, when it is the same database) up to the target,
 * stops there and promotes itself to a new timeline. The former folder is kept beside it, never deleted.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const say = opts.progress;
  const backup = chooseBackup(opts.backupDir, opts.target);
  const pgDir = path.join(opts.dataDir, 'postgres');
  assertStopped(opts.dataDir, pgDir);
  say(
    `Base backup ${backup.manifest.label} (consistent at ${backup.manifest.stoppedAt}, ${megabytes(backup.manifest.bytes)}): verifying checksums`,
  );
  await verifyBackupFiles(backup.dir, backup.manifest);
  // The server runs as `postgres` under root: it must be able to reach its folder (as in embedded.ts).
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o711 });
  if (postgresOwner()) fs.chmodSync(opts.dataDir, fs.statSync(opts.dataDir).mode | 0o711);
  const staged = `${pgDir}.restoring-${stamp()}`;
  say(`Copying it into ${staged}`);
  await copyBackup(backup, staged);
  let formerDir: string | undefined;
  const walSources: string[] = [];
  if (fs.existsSync(pgDir)) {
    formerDir = `${pgDir}.before-restore-${stamp()}`;
    fs.renameSync(pgDir, formerDir);
    say(`The former database folder is kept as ${formerDir}`);
    if (systemIdentifier(formerDir) === backup.manifest.systemIdentifier)
      walSources.push(path.join(formerDir, 'pg_wal'));
  }
  fs.renameSync(staged, pgDir);
  const replay = await replayWal(pgDir, opts, walSources);
  try {
    const client = new pg.Client({ connectionString: withDatabase(replay.server.url, EMBEDDED_DB_NAME) });
    await client.connect();
    const { rows } = await client.query<{ last: Date | null }>(
      'SELECT pg_last_xact_replay_timestamp() AS last',
    );
    await client.end();
    await opts.inspect?.(withDatabase(replay.server.url, EMBEDDED_DB_NAME));
    return { backup, lastCommit: rows[0]?.last ?? null, reachedEndOfWal: replay.reachedEndOfWal, formerDir };
  } finally {
    await replay.server.stop();
  }
}

function chooseBackup(backupDir: string, target: Date | 'latest'): StoredBackup {
  const backups = listBackups(backupDir);
  if (backups.length === 0) throw new Error(`No base backup in ${backupDir}: take one with npm run backup.`);
  const chosen = backupFor(backups, target);
  if (!chosen) {
    throw new Error(
      `No base backup before ${(target as Date).toISOString()}: the oldest was consistent at ${backups[0]!.manifest.stoppedAt}.`,
    );
  }
  return chosen;
}

/** A live server on the folder (postmaster.pid of a running process) or a bank owning it: refuse. */
function assertStopped(dataDir: string, pgDir: string): void {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  const ownerFile = path.join(dataDir, 'postgres.owner.json');
  const owner = fs.existsSync(ownerFile)
    ? (JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as { pid: number }).pid
    : 0;
  if ((pid > 0 && alive(pid)) || (owner > 0 && alive(owner))) {
    throw new Error(`The database in ${pgDir} is running: stop the bank first, then restore.`);
  }
}

/** The base backup's files into `to`, checked, with the signal file that starts archive recovery or a standby. */
export async function copyBackup(
  backup: StoredBackup,
  to: string,
  signal: 'recovery.signal' | 'standby.signal' = 'recovery.signal',
): Promise<void> {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const dir of backup.manifest.dirs) fs.mkdirSync(path.join(to, dir), { recursive: true, mode: 0o700 });
  await inParallel(backup.manifest.files, async (f) => {
    const copied = await copyWithChecksum(path.join(backup.dir, f.path), path.join(to, f.path), f.path);
    if (copied.sha256 !== f.sha256)
      throw new Error(`${f.path} changed while it was copied out of the backup`);
  });
  // Archive recovery, not crash recovery: WAL comes from restore_command up to the target.
  fs.writeFileSync(path.join(to, signal), '', { mode: 0o600 });
  const owner = postgresOwner();
  if (owner) chownTree(to, owner.uid, owner.gid);
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(p, uid, gid);
    else fs.chownSync(p, uid, gid);
  }
}

/** pg_control starts with the cluster's 64-bit system identifier (little-endian on the machines we run on). */
function systemIdentifier(pgDir: string): string | undefined {
  try {
    return fs
      .readFileSync(path.join(pgDir, 'global', 'pg_control'))
      .readBigUInt64LE(0)
      .toString();
  } catch {
    return undefined;
  }
}

/**
 * Replays WAL to the target. A target later than the last WAL record stops PostgreSQL with
 * TARGET_NOT_REACHED: the database then is what the whole WAL makes it, so replay runs again to its end.
 */
async function replayWal(
  pgDir: string,
  opts: RestoreOptions,
  walSources: string[],
): Promise<{ server: RecoveryServer; reachedEndOfWal: boolean }> {
  const base = [
    '-c',
    `restore_command=${restoreCommand(opts.backupDir, walSources)}`,
    '-c',
    'recovery_target_action=promote',
    '-c',
    'recovery_target_timeline=latest',
    ...(opts.archive
      ? archiveFlags(opts.backupDir, opts.archive.timeoutSeconds)
      : ['-c', 'archive_mode=off']),
  ];
  // PostgreSQL's check of this setting takes `2026-12-01 21:55:16.324+00`, not the ISO `T…Z` form.
  const at = opts.target === 'latest' ? '' : opts.target.toISOString().replace('T', ' ').replace('Z', '+00');
  const target = at ? ['-c', `recovery_target_time=${at}`] : [];
  opts.progress(
    `Replaying WAL to ${opts.target === 'latest' ? 'the end of the archive' : opts.target.toISOString()}`,
  );
  try {
    return {
      server: await startRecoveryServer(pgDir, await freePort(), [...base, ...target], opts.progress),
      reachedEndOfWal: opts.target === 'latest',
    };
  } catch (err) {
    if (!(err instanceof Error) || !err.message.includes(TARGET_NOT_REACHED)) throw err;
    opts.progress('The WAL ends before the target: replaying it to its end');
    return {
      server: await startRecoveryServer(pgDir, await freePort(), base, opts.progress),
      reachedEndOfWal: true,
    };
  }
}
