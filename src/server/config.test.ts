import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './config';
import { loadPinKey } from './pin/pin-key';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const HEX_KEY = 'ab'.repeat(32);
const EXTERNAL = 'postgres://app:secret@db.example.com:5432/vault';

describe('PIN_KEY', () => {
  it('is required with DATABASE_URL, in one line that says how to generate one', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: EXTERNAL });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PIN_KEY.*DATABASE_URL.*openssl rand -hex 32/);
    expect(message).not.toContain('\n');
    expect(() => loadConfig({ DATABASE_URL: EXTERNAL, PIN_KEY: '  ' })).toThrow(/PIN_KEY/);
    expect(loadConfig({ DATABASE_URL: EXTERNAL, PIN_KEY: HEX_KEY }).pinKey).toBe(HEX_KEY);
  });

  it('is refused when shorter than 32 bytes, hex or base64', () => {
    expect(() => loadConfig({ PIN_KEY: 'ab'.repeat(16) })).toThrow(/PIN_KEY.*32 bytes/);
    expect(() => loadConfig({ PIN_KEY: Buffer.alloc(20, 1).toString('base64') })).toThrow(/32 bytes/);
    expect(loadConfig({ PIN_KEY: Buffer.alloc(32, 7).toString('base64') }).pinKey).toBeDefined();
  });

  it('is optional on the embedded database, where one is generated once into DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-pinkey-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.pinKey).toBeUndefined();
    const first = loadPinKey(config.dataDir, config.pinKey);
    expect(first.length).toBe(32);
    expect(fs.statSync(path.join(dataDir, 'pin.key')).mode & 0o777).toBe(0o600);
    expect(loadPinKey(config.dataDir, config.pinKey).equals(first)).toBe(true);
  });

  it('is not needed by the tools that never hash a PIN (migrations, create-admin)', () => {
    expect(loadConfig({ DATABASE_URL: EXTERNAL }, { needsPinKey: false }).databaseUrl).toBe(EXTERNAL);
  });
});

describe('DATABASE_URL', () => {
  it('takes several hosts, as pg_auto_failover and managed services publish a replicated database', () => {
    const url =
      'postgres://app:secret@10.0.0.1:5432,10.0.0.2:5432/vault?target_session_attrs=read-write&sslmode=verify-full';
    const config = loadConfig({ DATABASE_URL: url, MIGRATION_DATABASE_URL: url, PIN_KEY: HEX_KEY });
    expect(config.databaseUrl).toBe(url);
    expect(config.migrationDatabaseUrl).toBe(url);
  });

  it('refuses a URL that is none, and a host list it cannot read', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url', PIN_KEY: HEX_KEY })).toThrow(
      /DATABASE_URL: Invalid URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://a@h1:5432,:x/vault', PIN_KEY: HEX_KEY })).toThrow(
      /DATABASE_URL: Invalid URL/,
    );
  });
});

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process and accepts a small number of workers', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('docs/configuration.md', () => {
  it('lists every variable the configuration reads, and none that it does not', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../docs/configuration.md'), 'utf8');
    const section = doc.split('## Variables the server reads')[1]?.split('\n## ')[0] ?? '';
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    expect(
      configVariables.filter((v) => !documented.includes(v)),
      'missing from the doc',
    ).toEqual([]);
    expect(
      documented.filter((v) => !configVariables.includes(v!)),
      'not in the schema',
    ).toEqual([]);
    expect(new Set(documented).size, 'listed twice').toBe(documented.length);
  });
});
