import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type pg from 'pg';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPool, withDatabase } from './connection';
import { migrate } from './migrate';
import { readRewrites, REWRITES_FILE } from './migrate-rewrites';
import { checksumOf, FUNCTION_FILE, readSqlFiles, SQL_DIRS, VERSIONED_FILE, type SqlDirs } from './sql-files';

const pools: pg.Pool[] = [];
const databases: string[] = [];
const folders: string[] = [];

/** A fresh copy of the migrated template database, as the app finds one after `migrate`. */
async function migratedCopy(): Promise<pg.Pool> {
  const name = `vault_migrate_${randomBytes(6).toString('hex')}`;
  const admin = createPool(inject('serverUrl'), 1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  databases.push(name);
  const pool = createPool(withDatabase(inject('serverUrl'), name), 2);
  pools.push(pool);
  return pool;
}

/** An empty database, as a new installation starts with. */
async function emptyDatabase(): Promise<pg.Pool> {
  const name = `vault_migrate_${randomBytes(6).toString('hex')}`;
  const admin = createPool(inject('serverUrl'), 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const pool = createPool(withDatabase(inject('serverUrl'), name), 2);
  pools.push(pool);
  return pool;
}

/** Copies of the tree's migration and function folders, to edit. */
function copiedDirs(): SqlDirs {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-sql-'));
  folders.push(root);
  const dirs = { migrations: path.join(root, 'migrations'), functions: path.join(root, 'functions') };
  fs.cpSync(SQL_DIRS.migrations, dirs.migrations, { recursive: true });
  fs.cpSync(SQL_DIRS.functions, dirs.functions, { recursive: true });
  return dirs;
}

/**
 * Every function (its full definition, settings included, and who may run it), trigger and view of the
 * application's schema, as the catalog writes them back. graphile-worker's schema is its own.
 */
// An extension's own functions (pg_trgm, btree_gin for the search index) belong to it, not to the files.
async function catalog(pool: pg.Pool): Promise<Record<string, string>> {
  const rows = await pool.query<{ key: string; def: string }>(`
    SELECT 'function ' || p.oid::regprocedure AS key, pg_get_functiondef(p.oid) || coalesce(p.proacl::text, '') AS def
      FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
    UNION ALL
    SELECT 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass, pg_get_triggerdef(t.oid)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'view ' || c.relname, pg_get_viewdef(c.oid)
      FROM pg_class c WHERE c.relkind IN ('v', 'm') AND c.relnamespace = 'public'::regnamespace`);
  return Object.fromEntries(rows.rows.map((r) => [r.key, r.def]));
}

/**
 * Everything else a migrated database is made of: each table's (and sequence's) kind, persistence and grants,
 * every column with its type, default, nullability, identity, generation and storage, every constraint and
 * index as the catalog writes it back, each trigger's enabled state, the extensions and the default privileges.
 */
async function schema(pool: pg.Pool): Promise<Record<string, string>> {
  const rows = await pool.query<{ key: string; def: string }>(`
    SELECT 'relation ' || c.relname AS key, concat_ws(' ', c.relkind::text, c.relpersistence::text, c.relacl::text, c.reloptions::text) AS def
      FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'S', 'v', 'm', 'f')
    UNION ALL
    SELECT 'column ' || c.relname || '.' || a.attname,
           concat_ws(' ', format_type(a.atttypid, a.atttypmod), CASE WHEN a.attnotnull THEN 'not null' END,
                     pg_get_expr(d.adbin, d.adrelid), nullif(a.attidentity::text, ''), nullif(a.attgenerated::text, ''),
                     a.attstorage::text, a.attacl::text)
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0
       AND NOT a.attisdropped
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass || '.' || conname, pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'index ' || indexrelid::regclass, pg_get_indexdef(indexrelid)
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'trigger state ' || t.tgname || ' on ' || t.tgrelid::regclass, t.tgenabled::text
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
    UNION ALL
    SELECT 'extension ' || extname, extversion FROM pg_extension
    UNION ALL
    SELECT 'default acl ' || defaclrole::regrole || ' ' || defaclobjtype::text, defaclacl::text
      FROM pg_default_acl WHERE defaclnamespace = 'public'::regnamespace`);
  return Object.fromEntries(rows.rows.map((r) => [r.key, r.def]));
}

/** The whole catalog of the application's schema: definitions and tables. */
async function wholeCatalog(pool: pg.Pool): Promise<Record<string, string>> {
  return { ...(await catalog(pool)), ...(await schema(pool)) };
}

/**
 * The texts the rewritten migrations had before, as they landed, keyed by checksum: taken once from git
 * into a compressed file beside the tests (so a clone without history runs them too). The test proves each
 * text's checksum is the one recorded as previous, so the file cannot stand in for another text.
 */
const PREVIOUS_TEXTS: Record<string, string> = JSON.parse(
  zlib
    .gunzipSync(fs.readFileSync(path.join(__dirname, '../test/migrations-before-rewrite.json.gz')))
    .toString('utf8'),
);

function previousText(name: string, checksum: string): string {
  const text = PREVIOUS_TEXTS[checksum];
  if (text === undefined || checksumOf(text) !== checksum)
    throw new Error(
      `no previous text of ${name} with checksum ${checksum} in migrations-before-rewrite.json.gz`,
    );
  return text;
}

/**
 * The migrations folder as it was before the rewrites recorded in rewritten.json (each rewritten file back
 * to its first previous text), with only the migrations up to `through` when given, and the function files
 * of the tree, or none (`functions: false`: a database migrated before the function files existed, when the
 * migrations held every definition). `old: false` keeps the tree's migrations (to stop the tree halfway).
 */
function oldDirs(opts: { through?: string; functions?: boolean; old?: boolean } = {}): SqlDirs {
  const dirs = copiedDirs();
  if (opts.old !== false) {
    for (const [name, entry] of Object.entries(readRewrites(SQL_DIRS.migrations)))
      fs.writeFileSync(path.join(dirs.migrations, name), previousText(name, entry.previous[0]!));
  }
  if (opts.through) {
    for (const f of readSqlFiles(dirs.migrations, VERSIONED_FILE))
      if (f.name.slice(0, 3) > opts.through) fs.rmSync(path.join(dirs.migrations, f.name));
  }
  if (opts.functions === false) {
    fs.rmSync(dirs.functions, { recursive: true });
    fs.mkdirSync(dirs.functions);
  }
  return dirs;
}

const quiet = () => {};

afterAll(async () => {
  for (const pool of pools) await pool.end();
  const admin = createPool(inject('serverUrl'), 1);
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('functions, triggers and views as files', () => {
  let pool: pg.Pool;
  beforeEach(async () => {
    pool = await migratedCopy();
  });

  it('the migrated database holds exactly what the function files create, definition for definition', async () => {
    const live = await catalog(pool);
    expect(Object.keys(live)).toContain('function post_payments(jsonb)');
    // Everything goes (a trigger with its function), then the files alone build it all again.
    await pool.query(`DO $$
      DECLARE r record;
      BEGIN
        FOR r IN SELECT c.oid::regclass AS v FROM pg_class c
                 WHERE c.relkind IN ('v', 'm') AND c.relnamespace = 'public'::regnamespace LOOP
          EXECUTE format('DROP VIEW %s CASCADE', r.v);
        END LOOP;
        FOR r IN SELECT p.oid::regprocedure AS f FROM pg_proc p
                 WHERE p.pronamespace = 'public'::regnamespace AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') LOOP
          EXECUTE format('DROP ROUTINE %s CASCADE', r.f);
        END LOOP;
      END $$`);
    expect(await catalog(pool)).toEqual({});
    for (const file of readSqlFiles(SQL_DIRS.functions, FUNCTION_FILE)) await pool.query(file.sql);
    expect(await catalog(pool)).toEqual(live);
  });

  it('applies a function file again when its text changes, and only then', async () => {
    const dirs = copiedDirs();
    const file = path.join(dirs.functions, '40_ledger_helpers.sql');
    const text = fs.readFileSync(file, 'utf8');
    const edited = text.replace(
      "SELECT lower(regexp_replace(btrim(name), '\\s+', ' ', 'g'))",
      "SELECT lower(regexp_replace(btrim(name), '\\s+', ' ', 'g')) /* edited */",
    );
    expect(edited).not.toBe(text);
    fs.writeFileSync(file, edited);
    expect(await migrate(pool, dirs)).toEqual(['40_ledger_helpers.sql']);
    const def = await pool.query<{ d: string }>(
      `SELECT pg_get_functiondef('ledger_name_key(text)'::regprocedure) AS d`,
    );
    expect(def.rows[0]!.d).toContain('/* edited */');
    const recorded = await pool.query(
      `SELECT checksum FROM schema_functions WHERE file = '40_ledger_helpers.sql'`,
    );
    expect(recorded.rows).toEqual([{ checksum: checksumOf(edited) }]);
    expect(await migrate(pool, dirs)).toEqual([]);
  });

  it('a file written with CREATE OR REPLACE sets the options it names and no others', async () => {
    // What keeps a file the whole truth: an option set by hand (or by an old migration) does not survive it.
    await pool.query(`ALTER FUNCTION ledger_name_key(text) SET work_mem = '64kB'`);
    await pool.query(`UPDATE schema_functions SET checksum = 'stale' WHERE file = '40_ledger_helpers.sql'`);
    expect(await migrate(pool)).toEqual(['40_ledger_helpers.sql']);
    const cfg = await pool.query(
      `SELECT proconfig FROM pg_proc WHERE oid = 'ledger_name_key(text)'::regprocedure`,
    );
    expect(cfg.rows).toEqual([{ proconfig: null }]);
  });
});

describe('checksums of the versioned migrations', () => {
  let pool: pg.Pool;
  beforeEach(async () => {
    pool = await migratedCopy();
  });

  it('refuses, in one line and changing nothing, when a landed migration was edited', async () => {
    const dirs = copiedDirs();
    fs.appendFileSync(path.join(dirs.migrations, '014_post_payments.sql'), '\n-- a later thought\n');
    fs.writeFileSync(path.join(dirs.functions, '40_ledger_helpers.sql'), '-- would have been applied\n');
    const before = await catalog(pool);
    await expect(migrate(pool, dirs)).rejects.toThrow(
      /^Migration 014_post_payments\.sql was edited after it was applied \(checksum differs\); add a new migration instead\.$/,
    );
    expect(await catalog(pool)).toEqual(before);
  });

  it('records every migration with its checksum, and fills in those of a database migrated before', async () => {
    const files = readSqlFiles(SQL_DIRS.migrations, /^\d{3}_.+\.sql$/);
    const expected = files.map((f) => ({ version: f.name, checksum: f.checksum }));
    const read = async () =>
      (await pool.query('SELECT version, checksum FROM schema_migrations ORDER BY version')).rows;
    expect(await read()).toEqual(expected);
    // As a database migrated before checksums existed has them: none.
    await pool.query('UPDATE schema_migrations SET checksum = NULL');
    expect(await migrate(pool)).toEqual([]);
    expect(await read()).toEqual(expected);
  });
});

describe('landed migrations rewritten on review (rewritten.json)', () => {
  const rewrites = readRewrites(SQL_DIRS.migrations);

  it('records, for each rewritten migration, the checksum its file has now', () => {
    const files = new Map(readSqlFiles(SQL_DIRS.migrations, VERSIONED_FILE).map((f) => [f.name, f.checksum]));
    expect(Object.keys(rewrites).length).toBeGreaterThan(0);
    for (const [name, entry] of Object.entries(rewrites))
      expect([name, files.get(name)]).toEqual([name, entry.current]);
  });

  it(
    'a database migrated by the old files is accepted once, in one line, and ends with the catalog of a fresh one',
    { timeout: 120_000 },
    async () => {
      const fresh = await wholeCatalog(await migratedCopy());
      const pool = await emptyDatabase();
      await migrate(pool, oldDirs(), quiet);
      const lines: string[] = [];
      expect(await migrate(pool, SQL_DIRS, (line) => lines.push(line))).toEqual([]);
      expect(lines).toEqual([
        `Migrations ${Object.keys(rewrites).sort().join(', ')} were rewritten after they were applied, as ` +
          `${REWRITES_FILE} records; their checksums now match the files.`,
      ]);
      const recorded = await pool.query('SELECT version, checksum FROM schema_migrations ORDER BY version');
      expect(recorded.rows).toEqual(
        readSqlFiles(SQL_DIRS.migrations, VERSIONED_FILE).map((f) => ({
          version: f.name,
          checksum: f.checksum,
        })),
      );
      expect(await wholeCatalog(pool)).toEqual(fresh);
      // Once: the next start has nothing to say.
      lines.length = 0;
      expect(await migrate(pool, SQL_DIRS, (line) => lines.push(line))).toEqual([]);
      expect(lines).toEqual([]);
    },
  );

  // Stopped before migration 013 (payments already written, counted by its backfill), before 045 (whose
  // functions and triggers it drops) and before 048: migrated by the old files alone, when they held
  // every definition, then by the tree.
  it.each(['012', '044', '047'])(
    'a database migrated halfway by the old files (through %s) ends with the catalog of a fresh one',
    { timeout: 120_000 },
    async (through) => {
      const fresh = await wholeCatalog(await migratedCopy());
      const pool = await emptyDatabase();
      await migrate(pool, oldDirs({ through, functions: false }), quiet);
      if (through === '012') {
        await pool.query(`
          WITH u AS (INSERT INTO users (email, first_name, last_name, role, password_hash)
                     VALUES ('old@example.com', 'Old', 'Customer', 'customer', 'x') RETURNING id),
               a AS (INSERT INTO ledger_accounts (user_id, kind, name, account_number)
                     SELECT id, 'checking', 'Checking', '1000000001' FROM u RETURNING id, user_id)
          INSERT INTO payments (reference, user_id, account_id, type, kind, description, amount_cents, fee_cents, status, created_at)
          SELECT r, a.user_id, a.id, t, k, 'old', c, f, s, '2026-01-02 10:00Z' FROM a,
            (VALUES ('R1', 'deposit', 'bank_credit', 5000, 0, 'Successful'),
                    ('R2', 'withdrawal', 'local_transfer', 1200, 100, 'Successful'),
                    ('R3', 'withdrawal', 'wire_transfer', 700, 0, 'Failed')) v(r, t, k, c, f, s)`);
      }
      const lines: string[] = [];
      const totals = async () =>
        (
          await pool.query(
            'SELECT day::text, inflow_cents, outflow_cents, transfers_out_cents FROM payment_day_totals',
          )
        ).rows;
      const counted = [
        { day: '2026-01-02', inflow_cents: 5000n, outflow_cents: 1300n, transfers_out_cents: 1200n },
      ];
      if (through === '012') {
        // Migration 013's own backfill, before 049 counts every day again.
        await migrate(pool, oldDirs({ old: false, through: '048', functions: false }), (line) =>
          lines.push(line),
        );
        expect(await totals()).toEqual(counted);
      }
      await migrate(pool, SQL_DIRS, (line) => lines.push(line));
      expect(lines).toHaveLength(1);
      expect(await wholeCatalog(pool)).toEqual(fresh);
      if (through === '012') {
        expect(await totals()).toEqual(counted);
        expect((await pool.query('SELECT * FROM payment_day_totals_drift()')).rows).toEqual([]);
      }
    },
  );

  it('any other difference still refuses, in one line and changing nothing', async () => {
    const [name, entry] = Object.entries(rewrites)[0]!;
    const refusal = new RegExp(
      `^Migration ${name.replace('.', '\\.')} was edited after it was applied \\(checksum differs\\); add a new migration instead\\.$`,
    );
    const pool = await migratedCopy();
    const before = await wholeCatalog(pool);
    // A database that recorded a text the file never had according to the list.
    await pool.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [name, 'f'.repeat(64)]);
    await expect(migrate(pool, SQL_DIRS, quiet)).rejects.toThrow(refusal);
    // A database at the previous text, and the file edited again beyond the recorded rewrite.
    await pool.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [
      name,
      entry.previous[0],
    ]);
    const dirs = copiedDirs();
    fs.appendFileSync(path.join(dirs.migrations, name), '\n-- a later thought\n');
    await expect(migrate(pool, dirs, quiet)).rejects.toThrow(refusal);
    const recorded = await pool.query('SELECT checksum FROM schema_migrations WHERE version = $1', [name]);
    expect(recorded.rows).toEqual([{ checksum: entry.previous[0] }]);
    expect(await wholeCatalog(pool)).toEqual(before);
    // The list itself is never guessed at.
    fs.writeFileSync(path.join(dirs.migrations, REWRITES_FILE), '{"rewritten": {"x.sql": {}}}');
    await expect(migrate(pool, dirs, quiet)).rejects.toThrow(
      /^rewritten\.json is malformed at rewritten\.x\.sql/,
    );
  });
});
