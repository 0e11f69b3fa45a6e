import type pg from 'pg';
import { installJobQueue } from '../jobs/queue-schema';
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
 * triggers with it). Refuses, changing nothing, when a landed migration's file was edited. Then installs
 * or upgrades the job queue's schema (graphile-worker's own migrations) with the app's grants. Answers
 * the files it applied.
 */
export async function migrate(pool: pg.Pool, dirs: SqlDirs = SQL_DIRS): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query('BEGIN');
    let applied: string[];
    try {
      await client.query(BOOKKEEPING);
      const versioned = await applyVersioned(client, readSqlFiles(dirs.migrations, VERSIONED_FILE));
      const functions = readSqlFiles(dirs.functions, FUNCTION_FILE);
      applied = [...versioned, ...(await applyFunctions(client, functions, versioned.length > 0))];
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
    await installJobQueue(pool, client);
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Checks the landed migrations against their files (filling in missing checksums), then applies the rest. */
async function applyVersioned(client: pg.PoolClient, files: SqlFile[]): Promise<string[]> {
  const landed = new Map(
    (
      await client.query<{ version: string; checksum: string | null }>(
        'SELECT version, checksum FROM schema_migrations',
      )
    ).rows.map((r) => [r.version, r.checksum]),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (!landed.has(file.name)) continue;
    const recorded = landed.get(file.name);
    if (recorded === null) {
      await client.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [
        file.name,
        file.checksum,
      ]);
    } else if (recorded !== file.checksum) {
      throw new Error(
        `Migration ${file.name} was edited after it was applied (checksum differs); add a new migration instead.`,
      );
    }
  }
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
