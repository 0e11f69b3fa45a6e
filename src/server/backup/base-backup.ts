import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { baseDir, walDir } from './backup-dirs';
import { MANIFEST, type BackupManifest } from './backup-catalog';
import { copyWithChecksum, fileChecksum, fsyncDir, inParallel, walkTree, type CopiedFile } from './file-copy';

/**
 * What a base backup leaves out, per PostgreSQL's "Making a Base Backup Using the Low Level API": WAL
 * (replayed from the archive instead), the running server's pid and options, temporary and runtime-only
 * folders (kept empty), relation cache files, and any recovery or standby signal.
 */
const EMPTIED = [
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
];
const SKIPPED_FILES = [
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'recovery.signal',
  'standby.signal',
];

function skipped(relative: string, isDir: boolean): boolean {
  const name = path.basename(relative);
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return true;
  if (!isDir && !relative.includes('/') && SKIPPED_FILES.includes(name)) return true;
  const top = relative.split('/')[0]!;
  return EMPTIED.includes(top) && relative !== top;
}

export type BackupOptions = {
  /** The owner's login: pg_backup_start needs a superuser (or a login granted it). */
  ownerUrl: string;
  /** The server's data directory, read file by file while the server is in backup mode. */
  pgDataDir: string;
  backupDir: string;
  progress?: (line: string) => void;
  /** How long pg_backup_stop may wait for the archiver before the backup is called failed. */
  archiveWaitMs?: number;
};

/**
 * A consistent base backup of the running server: pg_backup_start (non-exclusive, on one connection held
 * until pg_backup_stop), a checksummed copy of every file, pg_backup_stop waiting until the WAL that makes
 * the copy consistent is archived, then backup_label and tablespace_map as it returned them, a manifest,
 * and a second read of every copied file against its checksum. Written under `<label>.partial` and
 * renamed when whole, so that a crash never leaves something that looks like a backup.
 */
export async function takeBaseBackup(opts: BackupOptions): Promise<BackupManifest> {
  const say = opts.progress ?? (() => {});
  const client = new pg.Client({ connectionString: opts.ownerUrl });
  client.on('error', () => {});
  client.on('notice', (n) => say(`PostgreSQL: ${n.message}`));
  await client.connect();
  try {
    const { rows } = await client.query<{ archive_mode: string }>('SHOW archive_mode');
    if (rows[0]?.archive_mode === 'off') {
      throw new Error(
        'WAL archiving is off on the running database, so a base backup could not be restored; restart the bank (npm start) to turn it on.',
      );
    }
    const label = `base-${new Date().toISOString().replace(/[-:]/g, '').replace('.', '-')}`;
    const target = path.join(baseDir(opts.backupDir), label);
    const partial = `${target}.partial`;
    fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
    const start = await client.query<{
      lsn: string;
      wal: string;
      timeline: number;
      sysid: string;
      version: string;
    }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS wal, (SELECT timeline_id FROM pg_control_checkpoint()) AS timeline,
         (SELECT system_identifier::text FROM pg_control_system()) AS sysid, current_setting('server_version') AS version
       FROM pg_backup_start($1, true) AS lsn`,
      [label],
    );
    const startedAt = new Date().toISOString();
    say(`Backup mode on at WAL ${start.rows[0]!.lsn}; copying ${opts.pgDataDir}`);
    const copied = await copyDataDir(opts.pgDataDir, partial, say);
    say('Files copied; ending backup mode and waiting for the WAL it needs to be archived');
    const stop = await withTimeout(
      client.query<{ lsn: string; wal: string; labelfile: string; spcmapfile: string }>(
        `SELECT lsn::text, pg_walfile_name(lsn) AS wal, labelfile, spcmapfile FROM pg_backup_stop(true)`,
      ),
      opts.archiveWaitMs ?? 10 * 60_000,
      'the WAL archive did not take the backup’s WAL in time (see vault_wal_archive_failures)',
    );
    const s = stop.rows[0]!;
    copied.files.push(await writeKept(partial, 'backup_label', s.labelfile));
    if (s.spcmapfile) copied.files.push(await writeKept(partial, 'tablespace_map', s.spcmapfile));
    const b = start.rows[0]!;
    const manifest: BackupManifest = {
      format: 1,
      label,
      startedAt,
      stoppedAt: new Date().toISOString(),
      startLsn: b.lsn,
      stopLsn: s.lsn,
      timeline: Number(b.timeline),
      startWal: b.wal,
      stopWal: s.wal,
      systemIdentifier: b.sysid,
      serverVersion: b.version,
      dirs: copied.dirs,
      files: copied.files,
      bytes: copied.files.reduce((n, f) => n + f.size, 0),
    };
    assertWalArchived(opts.backupDir, manifest);
    say('Verifying the copy against its checksums');
    await verifyBackupFiles(partial, manifest);
    const manifestFile = path.join(partial, MANIFEST);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2), { mode: 0o600, flush: true });
    fsyncDir(partial);
    fs.renameSync(partial, target);
    fsyncDir(baseDir(opts.backupDir));
    return manifest;
  } finally {
    // Ending the session also ends a backup that failed half-way (non-exclusive mode).
    await client.end().catch(() => {});
  }
}

async function copyDataDir(from: string, to: string, say: (line: string) => void) {
  const tree = walkTree(from, skipped);
  for (const dir of tree.dirs) fs.mkdirSync(path.join(to, dir), { recursive: true, mode: 0o700 });
  const files: CopiedFile[] = [];
  let bytes = 0;
  let reported = 0;
  await inParallel(tree.files, async (rel) => {
    try {
      const copied = await copyWithChecksum(path.join(from, rel), path.join(to, rel), rel);
      files.push(copied);
      bytes += copied.size;
    } catch (err) {
      // Dropped while we copied (a table, a temporary file): WAL replay knows it is gone.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (bytes - reported >= 256 * 1024 * 1024) {
      reported = bytes;
      say(`  ${files.length} of ${tree.files.length} files, ${megabytes(bytes)}`);
    }
  });
  say(`  ${files.length} files, ${megabytes(bytes)}`);
  return { dirs: tree.dirs, files };
}

async function writeKept(dir: string, name: string, content: string): Promise<CopiedFile> {
  fs.writeFileSync(path.join(dir, name), content, { mode: 0o600, flush: true });
  return { path: name, size: Buffer.byteLength(content), sha256: await fileChecksum(path.join(dir, name)) };
}

/** Every copied file is read back and compared with the checksum taken while it was written. */
export async function verifyBackupFiles(dir: string, manifest: BackupManifest): Promise<void> {
  await inParallel(manifest.files, async (f) => {
    const file = path.join(dir, f.path);
    const size = fs.existsSync(file) ? fs.statSync(file).size : -1;
    if (size !== f.size || (await fileChecksum(file)) !== f.sha256)
      throw new Error(`base backup ${manifest.label}: ${f.path} does not match its checksum`);
  });
}

/** The WAL from the backup's start to its end must be in the archive, or the copy cannot be made consistent. */
function assertWalArchived(backupDir: string, m: BackupManifest): void {
  const have = new Set(fs.readdirSync(walDir(backupDir)));
  for (const name of [m.startWal, m.stopWal]) {
    if (!have.has(name)) throw new Error(`WAL file ${name} that the backup needs is not in the archive`);
  }
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
