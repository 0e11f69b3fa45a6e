import { describe, expect, it } from 'vitest';
import { readSqlFiles, SQL_DIRS, VERSIONED_FILE } from './sql-files';

/** Statements that define or change a function, trigger or view: they belong in a function file. */
const DEFINITION =
  /\b(CREATE\s+(OR\s+REPLACE\s+)?(FUNCTION|PROCEDURE|(CONSTRAINT\s+)?TRIGGER|(MATERIALIZED\s+)?VIEW|RECURSIVE\s+VIEW)|ALTER\s+(FUNCTION|PROCEDURE|TRIGGER|VIEW))\b/i;

/** The definitions a migration's SQL holds, comments aside. */
function definitionsIn(sql: string): string[] {
  const code = sql.replace(/\/\*[\s\S]*?\*\//g, '').replace(/--.*$/gm, '');
  return code
    .split('\n')
    .filter((line) => DEFINITION.test(line))
    .map((line) => line.trim());
}

describe('versioned migrations', () => {
  // The landed ones too: their old copies were taken out (migrations/rewritten.json), so each function,
  // trigger and view is written once in the tree, in its file.
  it('change tables and data only, every one of them: functions, triggers and views live in db/functions', () => {
    const all = readSqlFiles(SQL_DIRS.migrations, VERSIONED_FILE);
    const found = all.flatMap((f) => definitionsIn(f.sql).map((line) => `${f.name}: ${line}`));
    expect(found).toEqual([]);
  });

  it('the check sees each kind of definition, and not one in a comment', () => {
    for (const sql of [
      'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
      'create or replace function f() returns int',
      'CREATE TRIGGER t AFTER INSERT ON payments',
      'CREATE OR REPLACE TRIGGER t AFTER INSERT ON payments',
      'CREATE VIEW v AS SELECT 1',
      'CREATE OR REPLACE VIEW v AS SELECT 1',
      'ALTER FUNCTION post_payments(jsonb) SET enable_seqscan = off;',
    ])
      expect(definitionsIn(sql)).toHaveLength(1);
    expect(
      definitionsIn('-- CREATE FUNCTION f()\n/* CREATE VIEW v */ ALTER TABLE x ADD COLUMN y int;'),
    ).toEqual([]);
  });
});
