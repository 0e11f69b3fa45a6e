import { randomUUID } from 'node:crypto';
import { sendForm } from '../fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN } from '../money-helpers';
import { createTestApp, customer, uniqueEmail, type TestApp } from '../test-app';
import { snapshot } from './fingerprint';
import { operationKey, operations, type JsonSchema } from './route-catalog';
import { idImages, nextOfKinFields } from './world';

/** Fields a client must never set: role, balances, account numbers, ids, the disabled flag. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SMUGGLED: Record<string, unknown> = {
  role: 'admin',
  balance: 1_000_000,
  accountNumber: '1234567890',
  _id: randomUUID(),
  disabled: true,
  isAdmin: true,
  status: 'Approved',
};

const registration = () => ({
  firstName: 'Mallory',
  lastName: 'Smuggler',
  phone: '+1 555 010 9999',
  email: uniqueEmail('mallory'),
  password: 'Correct-Horse-42',
});

describe('registration', () => {
  it('refuses every smuggled field with 400 and creates no user', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    for (const [field, value] of Object.entries(SMUGGLED)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/users/register',
        payload: { ...registration(), [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('makes a plain registration a customer with nothing in the bank', async () => {
    const c = await customer(t.app);
    const profile = (await t.app.inject({ url: '/users/profile', headers: c.auth })).json();
    expect(profile).toMatchObject({ role: 'customer', balance: 0, savingsBalance: 0, loanBalance: 0 });
    expect((await t.app.inject({ url: '/users', headers: c.auth })).statusCode).toBe(403);
  });
});

describe('every JSON body', () => {
  it('is declared strict in the OpenAPI document (unknown fields are refused)', async () => {
    const loose = (await operations(t.app))
      .filter((op) =>
        op.bodyForms.some(
          (form) => (form as JsonSchema & { additionalProperties?: unknown }).additionalProperties !== false,
        ),
      )
      .map(operationKey);
    expect(loose).toEqual([]);
  });

  it('refuses smuggled fields in the profile-like bodies, changing nothing', async () => {
    const c = await customer(t.app);
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const bodies: [string, string, object][] = [
      ['POST', '/users/change-password', { oldPassword: c.password, newPassword: 'Other-Horse-43' }],
      ['POST', '/users/api/auth/change-pin', { newPin: PIN }],
      ['POST', '/tickets', { ticketType: 'Other', info: 'hello', pincode: PIN }],
    ];
    for (const [method, url, body] of bodies) {
      for (const [field, value] of Object.entries(SMUGGLED)) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: c.auth,
          payload: { ...body, [field]: value },
        });
        expect(res.statusCode, `${url} ${field}`).toBe(400);
      }
    }
    for (const [field, value] of Object.entries(SMUGGLED)) {
      const form = { ...nextOfKinFields, [field]: String(value) };
      const nok = await sendForm(t.app, 'PUT', '/users/next-of-kin', c.auth, form, idImages());
      expect(nok.statusCode, `next of kin ${field}`).toBe(400);
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
    const profile = (await t.app.inject({ url: '/users/profile', headers: c.auth })).json();
    expect(profile).toMatchObject({ role: 'customer', balance: 0 });
  });

  it('stores a ticket under the caller whatever userId it names, and the named user never sees it', async () => {
    const alice = await customer(t.app);
    const bob = await customer(t.app);
    for (const who of [alice, bob]) {
      await t.app.inject({
        method: 'POST',
        url: '/users/api/auth/change-pin',
        headers: who.auth,
        payload: { newPin: PIN },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/tickets',
      headers: alice.auth,
      payload: { ticketType: 'Other', info: 'Filed for Bob?', pincode: PIN, userId: bob.userId },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('tickets')
      .select('user_id')
      .where('id', '=', res.json().ticket._id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(alice.userId);
    expect((await t.app.inject({ url: '/tickets', headers: bob.auth })).json()).toEqual([]);
    const ticketUrl = `/tickets/${res.json().ticket._id}`;
    expect((await t.app.inject({ url: ticketUrl, headers: bob.auth })).statusCode).toBe(404);
  });
});
