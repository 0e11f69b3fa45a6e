import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { embeddedArchiveFlags } from './database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-archive-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('WAL_ARCHIVING', () => {
  it('archives every WAL segment by default, and not at all when a benchmark turns it off', () => {
    const on = embeddedArchiveFlags(loadConfig({ DATA_DIR: dataDir }));
    expect(on).toContain('archive_mode=on');
    expect(on.some((f) => f.startsWith('archive_command='))).toBe(true);
    expect(embeddedArchiveFlags(loadConfig({ DATA_DIR: dataDir, WAL_ARCHIVING: 'false' }))).toEqual([]);
    expect(() => loadConfig({ WAL_ARCHIVING: 'off' })).toThrow(/WAL_ARCHIVING/);
  });
});
