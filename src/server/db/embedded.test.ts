import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from './connection';
import { ensureDatabase } from './database';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-embedded-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the embedded PostgreSQL', () => {
  it('keeps its data across a restart and migrates once', async () => {
    const port = 55_000 + Math.floor(Math.random() * 5_000);
    const first = await startEmbeddedPostgres(dir, port);
    const url = await ensureDatabase(first.url, 'vault');
    let pool = createPool(url, 2);
    expect(await migrate(pool)).toContain('001_users_and_sessions.sql');
    await pool.query(`INSERT INTO users (email, first_name, last_name, role, password_hash)
      VALUES ('keep@example.com', 'Keep', 'Me', 'customer', 'x')`);
    await pool.end();
    await first.stop();

    const second = await startEmbeddedPostgres(dir, port);
    pool = createPool(await ensureDatabase(second.url, 'vault'), 2);
    try {
      expect(await migrate(pool)).toEqual([]);
      const rows = await pool.query('SELECT email FROM users');
      expect(rows.rows).toEqual([{ email: 'keep@example.com' }]);
      const big = await pool.query('SELECT 9007199254740993::bigint AS n');
      expect(big.rows[0].n).toBe(9007199254740993n);
    } finally {
      await pool.end();
      await second.stop();
    }
  });
});
