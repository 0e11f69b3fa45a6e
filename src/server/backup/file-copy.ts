import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

export type CopiedFile = { path: string; size: number; sha256: string };

/**
 * Copies `from` to `to` and answers the SHA-256 and size of the bytes written (what the copy holds, even
 * when the source changes while it is read, as a live database's files do). The copy is fsynced.
 */
export async function copyWithChecksum(from: string, to: string, relative: string): Promise<CopiedFile> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const out = fs.createWriteStream(to, { mode: 0o600, flush: true });
  await pipeline(fs.createReadStream(from), tap, out);
  return { path: relative, size, sha256: hash.digest('hex') };
}

/** SHA-256 of a file, read in chunks. */
export async function fileChecksum(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** fsync of a directory, so that the names created in it survive a crash. */
export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Every file and folder under `root`, as paths relative to it, folders before what they hold. */
export function walkTree(root: string, skip: (relative: string, isDir: boolean) => boolean) {
  const files: string[] = [];
  const dirs: string[] = [];
  const visit = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch (err) {
      // A folder the server removed while we walked (a dropped database): nothing to copy there.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory();
      if (skip(rel, isDir)) continue;
      if (isDir) {
        dirs.push(rel);
        visit(rel);
      } else if (entry.isFile()) files.push(rel);
    }
  };
  visit('');
  return { files, dirs };
}

/** Runs `work` on every item, `width` at a time: each file's fsync waits on the disk, not on the others. */
export async function inParallel<T>(items: T[], work: (item: T) => Promise<void>, width = 8): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
