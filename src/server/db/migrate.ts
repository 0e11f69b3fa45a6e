import type pg from 'pg';
import { installJobQueue } from '../jobs/queue-schema';
import { isRecordedRewrite, readRewrites, REWRITES_FILE, type Rewrites } from './migrate-rewrites';
import {
  FUNCTION_FILE,
  readSqlFiles,
  SQL_DIRS,
  VERSIONED_FILE,
  type SqlDirs,
  type SqlFile,
} from './sql-files';

// Any constant works; it only has to be the same for every instance so two never migrate at once.
const MIGRATION_LOCK_KEY = 7_240_001;

// The migrator's own records. `checksum` came with the function files: a database migrated before has it
// empty, and the first run fills it in from the files as they are.
const BOOKKEEPING = `
  CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
  ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;
  CREATE TABLE IF NOT EXISTS schema_functions (file text PRIMARY KEY, checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now());`;

/**
 * Brings the database up to the tree, under an advisory lock and in one transaction: the versioned
 * migrations not yet applied, in order, then every function file whose checksum differs from the one
 * recorded (all of them when a versioned migration ran, since one may have recreated a table and its
 * triggers with it). Refuses, changing nothing, when a landed migration's file was edited, unless
 * `migrations/rewritten.json` records that edit (the database's checksum as a previous one, the file's as
 * the current one): then the recorded checksum becomes the file's, in the same transaction, and `log`
 * says so in one line. Then installs or upgrades the job queue's schema (graphile-worker's own migrations)
 * with the app's grants. Answers the files it applied.
 */
export async function migrate(
  pool: pg.Pool,
  dirs: SqlDirs = SQL_DIRS,
  log: (line: string) => void = (line) => console.info(line),
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query('BEGIN');
    let applied: string[];
    let rewritten: string[];
    try {
      await client.query(BOOKKEEPING);
      const files = readSqlFiles(dirs.migrations, VERSIONED_FILE);
      rewritten = await checkLanded(client, files, readRewrites(dirs.migrations));
      const versioned = await applyVersioned(client, files);
      const functions = readSqlFiles(dirs.functions, FUNCTION_FILE);
      applied = [...versioned, ...(await applyFunctions(client, functions, versioned.length > 0))];
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
    if (rewritten.length > 0) {
      log(
        `Migrations ${rewritten.join(', ')} were rewritten after they were applied, as ${REWRITES_FILE} ` +
          'records; their checksums now match the files.',
      );
    }
    await installJobQueue(pool, client);
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

async function landedChecksums(client: pg.PoolClient): Promise<Map<string, string | null>> {
  const rows = await client.query<{ version: string; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations',
  );
  return new Map(rows.rows.map((r) => [r.version, r.checksum]));
}

/**
 * Checks the landed migrations against their files: fills in missing checksums, moves those of recorded
 * rewrites to the file's (answering their names), and refuses any other difference.
 */
async function checkLanded(client: pg.PoolClient, files: SqlFile[], rewrites: Rewrites): Promise<string[]> {
  const landed = await landedChecksums(client);
  const rewritten: string[] = [];
  for (const file of files) {
    const recorded = landed.get(file.name);
    if (recorded === undefined || recorded === file.checksum) continue;
    if (recorded !== null && !isRecordedRewrite(rewrites, file.name, recorded, file.checksum)) {
      throw new Error(
        `Migration ${file.name} was edited after it was applied (checksum differs); add a new migration instead.`,
      );
    }
    await client.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [
      file.name,
      file.checksum,
    ]);
    if (recorded !== null) rewritten.push(file.name);
  }
  return rewritten;
}

/** Applies the migrations not yet applied, in order, each recorded with its checksum. */
async function applyVersioned(client: pg.PoolClient, files: SqlFile[]): Promise<string[]> {
  const landed = await landedChecksums(client);
  const applied: string[] = [];
  for (const file of files) {
    if (landed.has(file.name)) continue;
    await run(client, `Migration ${file.name}`, file.sql);
    await client.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [
      file.name,
      file.checksum,
    ]);
    applied.push(file.name);
  }
  return applied;
}

/** Applies the function files that changed (or every one), records their checksums, forgets removed files. */
async function applyFunctions(client: pg.PoolClient, files: SqlFile[], all: boolean): Promise<string[]> {
  const recorded = new Map(
    (
      await client.query<{ file: string; checksum: string }>('SELECT file, checksum FROM schema_functions')
    ).rows.map((r) => [r.file, r.checksum]),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (!all && recorded.get(file.name) === file.checksum) continue;
    await run(client, `Function file ${file.name}`, file.sql);
    await client.query(
      `INSERT INTO schema_functions (file, checksum) VALUES ($1, $2)
       ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
      [file.name, file.checksum],
    );
    if (recorded.get(file.name) !== file.checksum) applied.push(file.name);
  }
  await client.query('DELETE FROM schema_functions WHERE NOT (file = ANY($1))', [files.map((f) => f.name)]);
  return applied;
}

async function run(client: pg.PoolClient, what: string, sql: string): Promise<void> {
  try {
    await client.query(sql);
  } catch (err) {
    throw new Error(`${what} failed: ${(err as Error).message}`);
  }
}
