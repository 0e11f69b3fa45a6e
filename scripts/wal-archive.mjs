#!/usr/bin/env node
// PostgreSQL's archive_command: `node wal-archive.mjs <%p> <archive dir> <%f>`. Copies one WAL file into the
// archive durably: written to a temporary file, fsynced, then linked under its final name (a link never
// replaces an existing file) and the directory fsynced. A file already archived with the same content is a
// success (PostgreSQL retries after a crash between our link and its bookkeeping); a different one is a
// failure, never overwritten. Any failure exits non-zero, so PostgreSQL keeps the segment and retries.
import fs from 'node:fs';
import path from 'node:path';

const [source, dir, name] = process.argv.slice(2);

function fsyncPath(p, flags = 'r') {
  const fd = fs.openSync(p, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function sameContent(a, b) {
  const x = fs.readFileSync(a);
  const y = fs.readFileSync(b);
  return x.length === y.length && x.equals(y);
}

function archive() {
  if (!source || !dir || !name || name.includes('/'))
    throw new Error('usage: wal-archive.mjs <%p> <dir> <%f>');
  const target = path.join(dir, name);
  if (fs.existsSync(target)) {
    if (sameContent(source, target)) return 'already archived';
    throw new Error(`${target} exists with different content; refusing to overwrite it`);
  }
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  try {
    fs.copyFileSync(source, temp);
    fsyncPath(temp);
    fs.linkSync(temp, target);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  fsyncPath(dir);
  return 'archived';
}

try {
  archive();
} catch (err) {
  console.error(`wal-archive: ${name}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
