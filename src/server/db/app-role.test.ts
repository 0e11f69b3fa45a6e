import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Db } from './connection';
import { openDatabase } from './database';

/**
 * The restricted role is a real boundary: the app logs in as `vault_app` itself, so a statement that
 * runs `RESET ROLE` (say, through an injection) is still `vault_app` and cannot rewrite the ledger.
 */
async function attempt(db: Db, statement: string): Promise<{ user: string; code: string | undefined }> {
  return db.connection().execute(async (c) => {
    await sql.raw('RESET ROLE').execute(c);
    const user = (await sql<{ u: string }>`SELECT current_user AS u`.execute(c)).rows[0]!.u;
    try {
      await sql.raw(statement).execute(c);
      return { user, code: undefined };
    } catch (err) {
      return { user, code: (err as { code?: string }).code };
    }
  });
}

const TAMPERING = [
  'UPDATE postings SET amount_cents = amount_cents + 1',
  'DELETE FROM postings',
  'DELETE FROM audit_log',
  'ALTER TABLE postings DISABLE TRIGGER ALL',
  // Uploaded files are added and deleted, never rewritten.
  'UPDATE stored_files SET body = body',
  'TRUNCATE stored_files',
  'SET ROLE vault',
];

describe('the app connection of the tests (as the embedded database sets it up)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(TAMPERING)('refuses `RESET ROLE; %s` for lack of privilege', async (statement) => {
    const before = await t.ownerDb
      .selectFrom('postings')
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirst();
    const result = await attempt(t.db, statement);
    expect(result.user).toBe('vault_app');
    // 42501 insufficient_privilege (42501 also for SET ROLE to a role it is not a member of).
    expect(result.code).toBe('42501');
    const after = await t.ownerDb
      .selectFrom('postings')
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });
});

describe('openDatabase on the embedded PostgreSQL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-role-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('connects the app as vault_app with a password kept in DATA_DIR', async () => {
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    const config = loadConfig({ DATA_DIR: dir, EMBEDDED_PG_PORT: String(port), NODE_ENV: 'test' });
    // Files left by a version that kept them on disk: start-up imports them (`import-uploads.ts`).
    fs.mkdirSync(path.join(dir, 'uploads', 'avatars'), { recursive: true });
    const database = await openDatabase(config, () => {});
    try {
      const result = await attempt(database.db, TAMPERING[0]!);
      expect(result).toEqual({ user: 'vault_app', code: '42501' });
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('uploads'))).toEqual(['uploads.imported']);
      const file = path.join(dir, 'postgres-app.password');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
    } finally {
      await database.close();
    }
  });
});
