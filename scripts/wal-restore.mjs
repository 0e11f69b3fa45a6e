#!/usr/bin/env node
// PostgreSQL's restore_command: `node wal-restore.mjs <%f> <%p> <dir> [<dir>…]`. Copies the requested WAL
// file from the first directory that holds it (the archive, then the former data directory's pg_wal, whose
// last segments were never archived); exits 1 when none does, which tells PostgreSQL the WAL ends there.
import fs from 'node:fs';
import path from 'node:path';

const [name, destination, ...dirs] = process.argv.slice(2);

for (const dir of dirs) {
  const source = path.join(dir, name);
  if (!fs.existsSync(source)) continue;
  try {
    fs.copyFileSync(source, destination);
    process.exit(0);
  } catch (err) {
    console.error(`wal-restore: ${name}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  }
}
process.exit(1);
