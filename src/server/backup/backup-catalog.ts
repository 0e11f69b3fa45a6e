import fs from 'node:fs';
import path from 'node:path';
import { baseDir, walDir } from './backup-dirs';
import type { CopiedFile } from './file-copy';

/** What `manifest.json` of a base backup records; the backup is usable only once this file exists. */
export type BackupManifest = {
  format: 1;
  label: string;
  /** When pg_backup_start returned and when pg_backup_stop did (ISO): a restore target must be after `stoppedAt`. */
  startedAt: string;
  stoppedAt: string;
  startLsn: string;
  stopLsn: string;
  timeline: number;
  /** The WAL files from the first one replay needs to the one where the copy is consistent. */
  startWal: string;
  stopWal: string;
  /** pg_control's system identifier: which database cluster this is a copy of. */
  systemIdentifier: string;
  serverVersion: string;
  /** Folders to create (empty ones included: pg_wal, pg_notify, …) and files with their checksums. */
  dirs: string[];
  files: CopiedFile[];
  bytes: number;
};

export type StoredBackup = { dir: string; manifest: BackupManifest };

export const MANIFEST = 'manifest.json';

/** The finished base backups under BACKUP_DIR, oldest first (a folder without manifest is unfinished). */
export function listBackups(backupDir: string): StoredBackup[] {
  const root = baseDir(backupDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, MANIFEST)))
    .map((name) => {
      const dir = path.join(root, name);
      return {
        dir,
        manifest: JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as BackupManifest,
      };
    })
    .sort((a, b) => a.manifest.stoppedAt.localeCompare(b.manifest.stoppedAt));
}

/** The newest base backup from which `target` can be reached (it became consistent before then). */
export function backupFor(backups: StoredBackup[], target: Date | 'latest'): StoredBackup | undefined {
  if (target === 'latest') return backups.at(-1);
  return backups.filter((b) => new Date(b.manifest.stoppedAt) <= target).at(-1);
}

/** The position part of a WAL file name (`TTTTTTTTXXXXXXXXYYYYYYYY…`), comparable across timelines. */
const walPosition = (name: string) => name.slice(8, 24);

export type PruneResult = { backups: string[]; walFiles: number };

/**
 * Deletes what BACKUP_RETENTION_DAYS no longer asks for. Kept: every base backup of the window, the newest
 * one older than the window (so its first second is still reachable), the newest backup in any case, and
 * every WAL file from the oldest kept backup's first one on (timeline history files always). Unfinished
 * backup folders older than a day (a backup that crashed) go too.
 */
export function pruneBackups(backupDir: string, retentionDays: number, now = new Date()): PruneResult {
  const backups = listBackups(backupDir);
  const windowStart = now.getTime() - retentionDays * 86_400_000;
  const before = backups.filter((b) => new Date(b.manifest.stoppedAt).getTime() <= windowStart);
  const keepFrom = before.length > 0 ? backups.indexOf(before.at(-1)!) : 0;
  const doomed = backups.slice(0, Math.min(keepFrom, backups.length - 1));
  for (const b of doomed) fs.rmSync(b.dir, { recursive: true, force: true });
  removeUnfinished(backupDir, now);
  const oldestKept = backups[doomed.length];
  let walFiles = 0;
  if (oldestKept) {
    const first = walPosition(oldestKept.manifest.startWal);
    const dir = walDir(backupDir);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      if (name.endsWith('.history') || name.startsWith('.') || walPosition(name) >= first) continue;
      fs.rmSync(path.join(dir, name), { force: true });
      walFiles += 1;
    }
  }
  return { backups: doomed.map((b) => b.manifest.label), walFiles };
}

function removeUnfinished(backupDir: string, now: Date): void {
  const root = baseDir(backupDir);
  for (const name of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    const dir = path.join(root, name);
    if (fs.existsSync(path.join(dir, MANIFEST))) continue;
    if (now.getTime() - fs.statSync(dir).mtimeMs > 86_400_000)
      fs.rmSync(dir, { recursive: true, force: true });
  }
}
