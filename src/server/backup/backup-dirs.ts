import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layout under BACKUP_DIR: `wal/` holds every archived WAL file (written by PostgreSQL's archiver,
 * through scripts/wal-archive.mjs), `base/<label>/` one base backup each with its `manifest.json`, and
 * `drill.json` the last restore drill's result.
 */
export const walDir = (backupDir: string) => path.join(backupDir, 'wal');
export const baseDir = (backupDir: string) => path.join(backupDir, 'base');
export const drillFile = (backupDir: string) => path.join(backupDir, 'drill.json');

const scriptsDir = fileURLToPath(new URL('../../../scripts/', import.meta.url));
export const ARCHIVE_SCRIPT = path.join(scriptsDir, 'wal-archive.mjs');
export const RESTORE_SCRIPT = path.join(scriptsDir, 'wal-restore.mjs');

/** A word for PostgreSQL's `sh -c`: quoted, so that spaces in a path stay inside it. */
export function shellWord(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** As root the embedded server runs as `postgres` (embedded.ts): its uid and gid, else undefined. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * Creates BACKUP_DIR and its WAL folder. PostgreSQL's archiver writes the WAL folder, so as root it
 * belongs to the `postgres` user (and BACKUP_DIR must be reachable by it).
 */
export function ensureBackupDirs(backupDir: string): void {
  fs.mkdirSync(walDir(backupDir), { recursive: true, mode: 0o700 });
  fs.mkdirSync(baseDir(backupDir), { recursive: true, mode: 0o700 });
  const owner = postgresOwner();
  if (owner) {
    fs.chmodSync(backupDir, fs.statSync(backupDir).mode | 0o711);
    fs.chownSync(walDir(backupDir), owner.uid, owner.gid);
  }
}

/**
 * The server settings of continuous archiving into `backupDir`: every finished WAL segment is copied out
 * by the archive script, and a segment is finished at least every `timeoutSeconds` while anything is
 * written (the most a lost disk can lose). The archive command runs with the data directory as its cwd.
 */
export function archiveFlags(backupDir: string, timeoutSeconds: number): string[] {
  const command = [process.execPath, ARCHIVE_SCRIPT, '%p', walDir(backupDir), '%f'];
  return [
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=${command.map((w) => (w.startsWith('%') ? w : shellWord(w))).join(' ')}`,
    '-c',
    `archive_timeout=${timeoutSeconds}`,
  ];
}

/** The restore_command that reads WAL from the archive, then from `moreDirs` in order. */
export function restoreCommand(backupDir: string, moreDirs: string[] = []): string {
  const dirs = [walDir(backupDir), ...moreDirs].map(shellWord).join(' ');
  return `${shellWord(process.execPath)} ${shellWord(RESTORE_SCRIPT)} %f %p ${dirs}`;
}
