import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { ownDatabaseConfig, startOwnBank } from '../test/own-database';
import { customer, eventually } from '../test/test-app';
import { RETRY_AFTER_SECONDS } from './unreachable';

/** Degrade, never crash: without a database every request is a 503 a customer understands, until it is back. */

let bank: Awaited<ReturnType<typeof startOwnBank>>;
let dataDir: string;
beforeAll(async () => {
  const config = await ownDatabaseConfig();
  dataDir = config.dataDir;
  bank = await startOwnBank(config);
}, 120_000);
afterAll(async () => {
  await bank.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('while no database is reachable', () => {
  it('answers 503 with Retry-After, fails /readyz, stays up, and serves again when it is back', async () => {
    const c = await customer(bank.app);
    expect((await bank.app.inject({ url: '/accounts', headers: c.auth })).statusCode).toBe(200);
    await bank.stopDatabase();

    for (const request of [
      { url: '/accounts', headers: c.auth },
      { method: 'POST' as const, url: '/users/login', payload: { email: c.email, password: c.password } },
    ]) {
      const res = await bank.app.inject(request);
      expect([res.statusCode, res.headers['retry-after']], res.body).toEqual([
        503,
        String(RETRY_AFTER_SECONDS),
      ]);
      expect(res.json()).toEqual({ message: messages.generic.unavailable, code: 'service_unavailable' });
    }
    const ready = await bank.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.headers['retry-after']]).toEqual([503, String(RETRY_AFTER_SECONDS)]);
    expect((await bank.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    await bank.startDatabase();
    await eventually(
      async () => ((await bank.app.inject({ url: '/readyz' })).statusCode === 200 ? true : undefined),
      'readiness after the database came back',
    );
    expect((await bank.app.inject({ url: '/accounts', headers: c.auth })).statusCode).toBe(200);
  }, 120_000);
});
