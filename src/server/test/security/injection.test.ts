import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../fixtures';
import { verifyLedger } from '../../ledger/verify-ledger';
import { PIN } from '../money-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { tableNames } from './fingerprint';
import { BODILESS, FORMS, hostileContext } from './hostile-context';
import { baseRequest, HOSTILE, hostileRequests, inParallel } from './hostile-requests';
import { operationKey, operations } from './route-catalog';
import { buildWorld, idImages, nextOfKinFields, type World } from './world';

/** SQL metacharacters and odd text in every field of every route: a 4xx or a 2xx, never a 500. */

let t: TestApp;
let w: World;
let tablesAtStart: string[];
let h: Awaited<ReturnType<typeof hostileContext>>;
beforeAll(async () => {
  t = await createTestApp({ FOUR_EYES_THRESHOLD: '5000' });
  tablesAtStart = await tableNames(t.ownerDb);
  w = await buildWorld(t);
  h = await hostileContext(t, w);
});
afterAll(async () => {
  expect(await tableNames(t.ownerDb)).toEqual(tablesAtStart);
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

describe('hostile text everywhere', () => {
  it('knows the body of every call that changes something (JSON schema, form, or none)', async () => {
    const unknown = (await operations(t.app))
      .filter((op) => op.method !== 'GET' && !op.body)
      .map(operationKey)
      .filter((key) => !FORMS[key] && !BODILESS.has(key));
    expect(unknown).toEqual([]);
  });

  it('sends valid requests around the hostile text: the untouched ones are accepted', async () => {
    const ops = await operations(t.app);
    const mustPass = [
      'POST /users/register',
      'POST /users/login',
      'POST /transfers/local',
      'POST /transfers/international',
      'POST /users/api/loans/loan-request',
      'POST /users/api/loans/{id}/repay',
      'POST /tickets',
      'POST /admin/tickets/{id}/reply',
      'POST /admin/admins',
      'PUT /users/{id}/increase-balance',
      'GET /transactions/export',
    ];
    for (const key of mustPass) {
      const op = ops.find((o) => operationKey(o) === key)!;
      const req = baseRequest(op, h.ctx);
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: req.url,
        headers: h.callerOf(op),
        ...(req.payload ? { payload: req.payload } : {}),
      });
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('never answers 500 to hostile text in a path, query, header or JSON field of any route', async () => {
    const ops = await operations(t.app);
    const failures: string[] = [];
    let count = 0;
    // One operation's requests run in order (change-password follows its own changes); operations overlap.
    await inParallel(ops, 4, async (op) => {
      for (const text of HOSTILE) {
        for (const req of hostileRequests(op, text, h.ctx)) {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: req.url,
            headers: { ...h.callerOf(op), ...req.headers },
            ...(req.payload ? { payload: req.payload } : {}),
          });
          count += 1;
          if (res.statusCode >= 500) {
            failures.push(`${operationKey(op)} ${req.label} ${JSON.stringify(text).slice(0, 30)}`);
          }
          if (op.path === '/users/change-password' && res.statusCode === 200) {
            h.state.bobPassword = (req.payload as { newPassword: string }).newPassword;
          }
        }
      }
    });
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(1500);
  });

  it('never answers 500 to hostile text in a multipart form field', async () => {
    const failures: string[] = [];
    for (const text of HOSTILE) {
      for (const [key, form] of Object.entries(FORMS)) {
        const [method, url] = key.split(' ') as ['POST' | 'PUT', string];
        for (const field of Object.keys(form.fields())) {
          const res = await sendForm(
            t.app,
            method,
            url,
            w.alice.auth,
            { ...form.fields(), [field]: text },
            form.files(),
          );
          if (res.statusCode >= 500) {
            failures.push(`${key} ${field} ${JSON.stringify(text).slice(0, 30)}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses text PostgreSQL cannot store (NUL, a lone surrogate) with 400 before it reaches the database', async () => {
    for (const text of ['a\u0000b', 'a\ud800b', '\udc00']) {
      const json = await t.app.inject({
        method: 'POST',
        url: '/tickets',
        headers: w.alice.auth,
        payload: { ticketType: 'Other', info: text, pincode: PIN },
      });
      expect(json.statusCode, JSON.stringify(text)).toBe(400);
      expect(json.json().code).toBe('invalid_input');
      const query = await t.app.inject({
        url: `/users?search=${encodeURIComponent('a\u0000')}`,
        headers: w.admin.auth,
      });
      expect(query.statusCode).toBe(400);
    }
    // Form text is UTF-8 on the wire, where a lone surrogate cannot exist; a NUL can.
    const form = await sendForm(
      t.app,
      'PUT',
      '/users/next-of-kin',
      w.alice.auth,
      { ...nextOfKinFields, state: 'a\u0000b' },
      idImages(),
    );
    expect(form.statusCode).toBe(400);
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/tickets',
      headers: w.alice.auth,
      payload: { ticketType: 'Other', info: 'Thanks 👍', pincode: PIN },
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('answers malformed URLs and encodings with a 4xx', async () => {
    const urls = [
      '/tickets/%',
      '/tickets/%E0%A4%A',
      '/transactions?account=%ZZ',
      '/users?search=%FF%FE',
      '/transactions/%00',
      `/transactions/${'a'.repeat(5000)}`,
      '/users/kyc/documents/..%2F..%2Fetc%2Fpasswd',
      '/deposits/..%2F..%2Fpin.key/image',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: w.bob.auth });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('leaves every table in place with its rows', async () => {
    expect(await tableNames(t.ownerDb)).toEqual(tablesAtStart);
    const users = await t.ownerDb
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBeGreaterThan(3);
    const profile = await t.app.inject({ url: '/users/profile', headers: w.alice.auth });
    expect(profile.statusCode).toBe(200);
    // The hostile texts that are valid details were stored exactly as sent, as plain text.
    for (const text of ["' OR '1'='1", '"; DROP TABLE users; --', '\\']) {
      const stored = await t.ownerDb
        .selectFrom('payments')
        .select('details')
        .where('details', '=', text)
        .execute();
      expect(stored.length, text).toBeGreaterThan(0);
    }
  });
});
