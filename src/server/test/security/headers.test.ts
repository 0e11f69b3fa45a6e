import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, customer, type TestApp } from '../test-app';
import { buildWorld, type World } from './world';

/** Security headers on pages, API answers and files; the session cookie's flags. */

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vault-sec-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Vault Bank</title>');
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: webDir });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy']);
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );
  expect(directives.get('script-src'), `${what} script-src`).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(csp, what).not.toContain('unsafe-eval');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBeTruthy();
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on every page, customer and admin, and on the app shell', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/MyAccountPage',
      '/TicketHistory',
      '/admin/dashboard',
      '/admin/loans',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expectSecurityHeaders(res, url);
    }
  });

  it('are on API answers, successes and refusals alike', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['profile', await t.app.inject({ url: '/users/profile', headers: w.alice.auth })],
      ['401', await t.app.inject({ url: '/users/profile' })],
      ['403', await t.app.inject({ url: '/admin/overview', headers: w.alice.auth })],
      ['404', await t.app.inject({ url: '/users/no/such/api', headers: { accept: 'application/json' } })],
      ['400', await t.app.inject({ method: 'POST', url: '/users/login', payload: {} })],
      ['openapi', await t.app.inject({ url: '/openapi.json' })],
    ];
    for (const [what, res] of answers) expectSecurityHeaders(res, what);
  });

  it('send files as attachments that are neither cached nor sniffed', async () => {
    const b = w.bob;
    const files = [
      `/deposits/${b.depositId}/image`,
      '/users/kyc/documents/idFront',
      '/users/kyc/documents/proofOfAddress',
      '/users/next-of-kin/documents/idBack',
      '/transactions/export?format=csv&from=2020-01-01&to=2030-12-31',
      '/transactions/export?format=pdf&from=2020-01-01&to=2030-12-31',
    ];
    for (const url of files) {
      const res = await t.app.inject({ url, headers: b.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition'], url).toMatch(/^attachment; filename="[\w.-]+"$/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-type'], url).not.toMatch(/html|svg|xml|javascript/);
    }
    // The profile picture is shown in place (an <img>), but still private and never cached.
    const avatar = await t.app.inject({ url: `/users/avatar/${b.userId}`, headers: b.auth });
    expect(avatar.headers['content-type']).toMatch(/^image\/(png|jpeg|webp)$/);
    expect(avatar.headers['cache-control']).toBe('private, no-store');
    expect(avatar.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict and Path=/ (and not Secure over plain HTTP)', async () => {
    const c = await customer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: c.password },
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^vb_session=[^;]+;/);
    expect(raw).toMatch(/; HttpOnly/i);
    expect(raw).toMatch(/; SameSite=Strict/i);
    expect(raw).toMatch(/; Path=\//);
    expect(raw).not.toMatch(/Domain=/i);
  });

  it('is Secure, and HSTS is sent, when the public address is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://bank.example' });
    try {
      const c = await customer(https.app);
      const res = await https.app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email: c.email, password: c.password },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
      expect(String(res.headers['set-cookie'])).toMatch(/; SameSite=Strict/i);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });
});
