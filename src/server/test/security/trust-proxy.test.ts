import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, registerCustomer, type TestApp } from '../test-app';

/**
 * Client addresses cannot be forged: X-Forwarded-For is believed only from the configured proxies, so a
 * client cannot choose the IP that is recorded or escape a per-IP limit by changing the header.
 */

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string>) {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', ...env });
  apps.push(t);
  return t;
}

const failedLogin = (t: TestApp, email: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email, password: 'Wrong-Password-1' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

async function recordedIps(t: TestApp, userId: string): Promise<(string | null)[]> {
  const rows = await t.db.selectFrom('login_activities').select('ip').where('user_id', '=', userId).execute();
  return rows.map((r) => r.ip);
}

describe('TRUST_PROXY', () => {
  it('refuses `true` at start with a message that says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('without a proxy ignores X-Forwarded-For: the socket address is recorded and limited', async () => {
    const t = await app({});
    const c = await registerCustomer(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await failedLogin(t, c.email, `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(new Set(await recordedIps(t, c.userId))).toEqual(new Set(['127.0.0.1']));
  });

  it('behind one proxy believes only the address that proxy appended, not what the client prepended', async () => {
    const t = await app({ TRUST_PROXY: '1' });
    const c = await registerCustomer(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await failedLogin(t, c.email, `198.51.100.${i}, 203.0.113.7`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(new Set(await recordedIps(t, c.userId))).toEqual(new Set(['203.0.113.7']));
  });

  it('with a list of proxies skips only those and stops at the first address not on it', async () => {
    const t = await app({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    const c = await registerCustomer(t.app);
    await failedLogin(t, c.email, '198.51.100.9, 203.0.113.8, 10.1.2.3');
    expect(await recordedIps(t, c.userId)).toEqual(['203.0.113.8']);
  });
});
