import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { REDACTED_PATHS } from './app';
import { loadConfig } from './config';
import { createTestApp, uniqueEmail, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals: connection string postgres://x:y@db');
    });
  });
});
afterAll(() => t.close());

describe('the application shell', () => {
  it('answers liveness and readiness with the database reachable', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', pid: process.pid });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document generated from the route schemas, and its UI', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/users/login',
      '/users/register',
      '/users/profile',
      '/users/reset-password/{token}',
      '/users',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(
      doc.paths['/users/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('sends the security headers on every answer', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('hides the details of an unexpected failure behind { message, code }', async () => {
    const res = await t.app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.generic.internal, code: 'internal_error' });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.generic.notFound, code: 'not_found' });
  });

  it('refuses bodies over 100 KB and malformed JSON without a 500', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(120_000) }),
    });
    expect(big.statusCode).toBe(413);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a route that declares no access at start', async () => {
    await expect(
      createTestApp({}, (app) => {
        app.get('/undeclared', async () => 'x');
      }),
    ).rejects.toThrow(/declares no access/);
  });
});

describe('per-IP rate limits on sign-in and registration', () => {
  it('answers 429 after AUTH_RATE_LIMIT_PER_MINUTE attempts from one address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/users/login',
          payload: { email: uniqueEmail(), password: 'whatever-1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codes.slice(5)).toEqual([429, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: uniqueEmail(), password: 'whatever-1' },
        remoteAddress: '10.9.8.7',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('configuration and logs', () => {
  it('rejects invalid environment values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.sessionIdleMs).toBe(15 * 60_000);
    expect(c.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(c.authRateLimitPerMinute).toBe(20);
  });

  it('redacts passwords, PINs, tokens and cookies from log lines', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _e, cb) {
        out += chunk;
        cb();
      },
    });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer abc', cookie: 'vb_session=zzz' } },
      body: { password: 'hunter22', pincode: '1234', newPin: '9999', token: 'tok' },
    });
    for (const secret of ['Bearer abc', 'zzz', 'hunter22', '1234', '9999', 'tok"'])
      expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
  });
});

/** Runs `test` against an app that also serves a built web app (a bare index.html), then removes both. */
async function withWebApp(test: (withWeb: TestApp) => Promise<void>): Promise<void> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Vault Bank</title>');
  const withWeb = await createTestApp({ WEB_DIR: webDir });
  try {
    await test(withWeb);
  } finally {
    await withWeb.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  }
}

describe('admin pages and the admin API at the same paths', () => {
  it('serves the page to a browser navigation and JSON to API clients', async () => {
    await withWebApp(async (withWeb) => {
      const page = await withWeb.app.inject({
        url: '/admin/transfers',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Vault Bank</title>');
      const api = await withWeb.app.inject({
        url: '/admin/transfers',
        headers: { accept: 'application/json' },
      });
      expect(api.statusCode).toBe(401);
      const spa = await withWeb.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
      expect(spa.statusCode).toBe(200);
    });
  });
});

describe('page paths answer the app whatever the Accept header', () => {
  it('serves index.html to curl and uptime checkers, JSON to API paths, with the same security headers', async () => {
    await withWebApp(async (withWeb) => {
      const get = (url: string, accept?: string) =>
        withWeb.app.inject({ url, headers: accept === undefined ? {} : { accept } });
      for (const [url, accept] of [
        ['/', undefined],
        ['/', '*/*'],
        ['/', 'application/json'],
        ['/dashboard', 'application/json'],
        ['/admin/login', 'application/json'],
        ['/Payees', 'application/json, text/plain, */*'],
        ['/?utm=1', 'text/plain'],
        ['/dashboard', undefined],
        ['/reset-password/abc', '*/*'],
        ['/admin/login', undefined],
      ] as const) {
        const page = await get(url, accept);
        expect(page.statusCode, `${url} ${accept}`).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain('<title>Vault Bank</title>');
      }
      const head = await withWeb.app.inject({ method: 'HEAD', url: '/' });
      expect(head.statusCode).toBe(200);

      const api = await get('/users/profile');
      expect(api.statusCode).toBe(401);
      expect(api.headers['content-type']).toContain('application/json');
      const adminApi = await get('/admin/transfers');
      expect(adminApi.statusCode).toBe(401);
      const unknownApi = await get('/notifications/no/such/thing');
      expect(unknownApi.statusCode).toBeGreaterThanOrEqual(400);
      expect(unknownApi.headers['content-type']).toContain('application/json');
      const unknownApiAsJson = await get('/users/no/such/thing', 'application/json');
      expect(unknownApiAsJson.statusCode).toBe(404);
      expect(unknownApiAsJson.json()).toEqual({ message: messages.generic.notFound, code: 'not_found' });
      const missingAsset = await get('/assets/gone.js');
      expect(missingAsset.statusCode).toBe(404);
      expect((await get('/healthz')).json()).toEqual({ status: 'ok', pid: process.pid });

      const page = await get('/');
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(page.headers[header], header).toBeTruthy();
        expect(page.headers[header], header).toBe(api.headers[header]);
      }
    });
  });
});
