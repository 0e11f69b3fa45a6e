import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { verifyLedger } from '../../ledger/verify-ledger';
import { adminSession, balanceCents, PIN } from '../money-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { snapshot } from './fingerprint';
import { operationKey, operations, urlOf } from './route-catalog';
import { fundedCustomer } from './world';

/** Cross-site request forgery: a cookie-authenticated change from another site is refused, whatever it is. */

let t: TestApp;
let payer: Awaited<ReturnType<typeof fundedCustomer>>;
let payee: Awaited<ReturnType<typeof fundedCustomer>>;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminSession(t.app, t.db);
  payer = await fundedCustomer(t.app, admin.auth, 1000);
  payee = await fundedCustomer(t.app, admin.auth, 10);
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

/** inject's default Host is localhost:80, so this is the app's own origin. */
const OWN = 'http://localhost:80';
const FOREIGN = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: 'http://localhost:80.evil.example' },
  { referer: 'https://evil.example/pay' },
  {},
];

const transferBody = () => ({
  amount: 100,
  paymentAccount: 'Checking',
  bankName: 'Vault Bank',
  accountNumber: payee.checking.accountNumber,
  accountName: `${payee.firstName} ${payee.lastName}`,
  pincode: PIN,
});

describe('a cookie-authenticated change from a foreign origin', () => {
  it('is refused with 403 bad_origin for a transfer, a password change and a sign-out, changing nothing', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const calls: [string, object][] = [
      ['/transfers/local', transferBody()],
      ['/users/change-password', { oldPassword: payer.password, newPassword: 'Stolen-Horse-99' }],
      ['/users/logout', {}],
    ];
    for (const [url, payload] of calls) {
      for (const headers of FOREIGN) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { cookie: payer.cookie, ...headers },
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ message: messages.generic.badOrigin, code: 'bad_origin' });
      }
    }
    expect(await balanceCents(t.db, payer.userId)).toBe(100_000n);
    expect(await balanceCents(t.db, payee.userId)).toBe(1_000n);
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
    // Still signed in: the forged sign-out did not end the session.
    expect(
      (await t.app.inject({ url: '/users/profile', headers: { cookie: payer.cookie } })).statusCode,
    ).toBe(200);
  });

  it('is refused on every route that changes something, enumerated from the app', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const changing = (await operations(t.app)).filter((op) => op.method !== 'GET');
    expect(changing.length).toBeGreaterThan(30);
    for (const op of changing) {
      const url = urlOf(op.path, (name) => (name === 'token' ? 'x' : randomUUID()));
      const res = await t.app.inject({
        method: op.method as 'POST',
        url,
        payload: {},
        headers: { cookie: payer.cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, operationKey(op)).toBe(403);
      expect(res.json().code, operationKey(op)).toBe('bad_origin');
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('goes through from the app’s own origin (the refusals above are the Origin check)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/transfers/local',
      payload: transferBody(),
      headers: { cookie: payer.cookie, origin: OWN },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceCents(t.db, payee.userId)).toBe(11_000n);
  });
});
