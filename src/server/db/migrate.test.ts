import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createPool, withDatabase } from './connection';
import { migrate } from './migrate';
import { checksumOf, FUNCTION_FILE, readSqlFiles, SQL_DIRS, type SqlDirs } from './sql-files';

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
