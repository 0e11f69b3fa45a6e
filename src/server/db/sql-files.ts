import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DB_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Where the migrator reads its SQL: tests point it at copies to edit a file. */
export type SqlDirs = { migrations: string; functions: string };

/**
 * `migrations/NNN_*.sql` are versioned: applied once, in order, and never edited after they landed.
 * `functions/NN_*.sql` are repeatable (Flyway's word): each file holds every function, trigger and view of
 * one concern, written with CREATE OR REPLACE, and is applied again whenever its text changes.
 */
export const SQL_DIRS: SqlDirs = {
  migrations: path.join(DB_DIR, 'migrations'),
  functions: path.join(DB_DIR, 'functions'),
};

export const VERSIONED_FILE = /^\d{3}_.+\.sql$/;
export const FUNCTION_FILE = /^\d{2}_.+\.sql$/;

export type SqlFile = { name: string; sql: string; checksum: string };

/** The files of a folder whose names match, in name order, each with its checksum. */
export function readSqlFiles(dir: string, pattern: RegExp): SqlFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    });
}

/**
 * sha256 of the text with line endings made LF, so a checkout that turns them into CRLF (git's autocrlf)
 * is not taken for an edit.
 */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}
