import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../money-helpers';
import { createTestApp, customer, GOOD_PASSWORD, type TestApp } from '../test-app';
import { isAdminOperation, operationKey, operations, STREAMING_OPERATIONS, urlOf } from './route-catalog';

/** Answers about a signed-in person are never kept by a cache: every authenticated JSON GET says no-store. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control on authenticated answers', () => {
  it('is no-store on every JSON answer of every signed-in GET route, customer and admin', async () => {
    const c = await customer(t.app);
    const admin = await adminSession(t.app, t.db);
    const gets = (await operations(t.app)).filter(
      (op) => op.method === 'GET' && !STREAMING_OPERATIONS.has(operationKey(op)),
    );
    let checked = 0;
    for (const op of gets) {
      const auth = isAdminOperation(op) ? admin.auth : c.auth;
      const query = Object.fromEntries(op.requiredQuery.map((q) => [q, q === 'format' ? 'csv' : 'x']));
      const res = await t.app.inject({ url: urlOf(op.path, () => c.userId, query), headers: auth });
      if (!String(res.headers['content-type']).startsWith('application/json')) continue;
      expect(res.headers['cache-control'], `${op.path} ${res.statusCode}`).toMatch(/no-store/);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('is no-store on the sign-in answer that carries the session token', async () => {
    const c = await customer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: c.email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
