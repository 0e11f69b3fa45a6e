import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { adminSession } from '../money-helpers';
import { createTestApp, customer, type TestApp } from '../test-app';
import { snapshot } from './fingerprint';
import {
  HIDDEN_PUBLIC_PATHS,
  isAdminOperation,
  normalisePath,
  operationKey,
  operations,
  PUBLIC_OPERATIONS,
  routerPaths,
  urlOf,
  type Operation,
} from './route-catalog';

/** Every route, read from the app itself: admin routes refuse customers and strangers, the rest strangers. */

let t: TestApp;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  ops = await operations(t.app);
});
afterAll(() => t.close());

/** A path with random ids (a KYC document name must be one of the names, or the route answers 400). */
function call(op: Operation, headers: Record<string, string>) {
  const url = urlOf(op.path, (name) => (name === 'name' ? 'idFront' : name === 'token' ? 'x' : randomUUID()));
  return t.app.inject({
    method: op.method as 'GET',
    url,
    headers,
    ...(op.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('the route list', () => {
  it('documents every route the router holds, except the public documentation and health checks', () => {
    const documented = new Set(ops.map((op) => `${op.method} ${normalisePath(op.path)}`));
    const undocumented = routerPaths(t.app).filter(
      (key) => !documented.has(key) && !HIDDEN_PUBLIC_PATHS.some((re) => re.test(key.split(' ')[1]!)),
    );
    expect(undocumented).toEqual([]);
    expect(ops.length).toBeGreaterThan(60);
  });
});

describe('admin routes', () => {
  it('are all refused to a customer with 403 and to a stranger with 401, changing nothing', async () => {
    const c = await customer(t.app);
    const admin = ops.filter(isAdminOperation);
    expect(admin.length).toBeGreaterThan(25);
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    for (const op of admin) {
      const asCustomer = await call(op, c.auth);
      expect(asCustomer.statusCode, `${operationKey(op)} as customer`).toBe(403);
      expect(asCustomer.json()).toEqual({ message: messages.generic.forbidden, code: 'forbidden' });
      const signedOut = await call(op, {});
      expect(signedOut.statusCode, `${operationKey(op)} signed out`).toBe(401);
      expect(signedOut.json().code).toBe('not_signed_in');
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('answer an administrator (so the 403 above is the guard, not a missing route)', async () => {
    const admin = await adminSession(t.app, t.db);
    for (const op of ops.filter(isAdminOperation)) {
      const res = await call(op, admin.auth);
      expect([401, 403], operationKey(op)).not.toContain(res.statusCode);
    }
  });
});

describe('signed-out callers', () => {
  it('get 401 on every route that is not public, and the public ones are exactly the sign-in family', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    for (const op of ops) {
      const res = await call(op, {});
      if (PUBLIC_OPERATIONS.has(operationKey(op))) {
        expect(res.statusCode, operationKey(op)).not.toBe(401);
        continue;
      }
      expect(res.statusCode, `${operationKey(op)} signed out`).toBe(401);
      // toMatchObject: the loan routes add the spec's `error` field beside `message`.
      expect(res.json()).toMatchObject({ message: messages.generic.notSignedIn, code: 'not_signed_in' });
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('get 401 with a made-up or revoked token too', async () => {
    const c = await customer(t.app);
    await t.app.inject({ method: 'POST', url: '/users/logout', headers: c.auth });
    for (const headers of [
      c.auth,
      { authorization: 'Bearer not-a-token' },
      { cookie: 'vb_session=forged' },
    ]) {
      for (const op of ops.filter((o) => o.method === 'GET' && !PUBLIC_OPERATIONS.has(operationKey(o)))) {
        expect((await call(op, headers)).statusCode, operationKey(op)).toBe(401);
      }
    }
  });
});
