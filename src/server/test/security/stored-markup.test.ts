import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanRequest, sendForm } from '../fixtures';
import { adminSession, PIN, setPin } from '../money-helpers';
import { createTestApp, customer, type TestApp } from '../test-app';
import { idImages, nextOfKinFields } from './world';

/*
 * Markup typed into names, tickets and details is kept and answered as the same text, in JSON; the pages
 * show it as text (e2e/security.spec.ts proves no script runs there).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MARKUP = {
  first: '<img src=x onerror=window.__pwned=1>',
  last: '<script>alert(1)</script>',
  text: `<svg onload=alert(1)>"'&amp;</textarea><b>bold</b>`,
};

describe('markup in customer text', () => {
  it('is stored and answered verbatim as JSON, never as HTML', async () => {
    const c = await customer(t.app, { firstName: MARKUP.first, lastName: MARKUP.last });
    await setPin(t.app, c.auth);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: c.auth, payload });
    const ticket = await post('/tickets', { ticketType: 'Other', info: MARKUP.text, pincode: PIN });
    expect(ticket.statusCode).toBe(201);
    const loan = await post(
      '/users/api/loans/loan-request',
      loanRequest(PIN, { amount: 100, duration: '6 Months', details: MARKUP.text }),
    );
    expect(loan.statusCode).toBe(201);
    const kin = { ...nextOfKinFields, fullName: MARKUP.first, address: MARKUP.text, state: MARKUP.last };
    expect((await sendForm(t.app, 'PUT', '/users/next-of-kin', c.auth, kin, idImages())).statusCode).toBe(
      200,
    );

    const admin = await adminSession(t.app, t.db);
    const reads: [string, Record<string, string>, (body: never) => unknown[]][] = [
      ['/users/profile', c.auth, (b: { firstName: string; lastName: string }) => [b.firstName, b.lastName]],
      [`/tickets/${ticket.json().ticket._id}`, c.auth, (b: { info: string }) => [b.info]],
      [`/users/api/loans/${loan.json().loan._id}`, c.auth, (b: { details: string }) => [b.details]],
      [
        '/users/next-of-kin',
        c.auth,
        (b: { nextOfKin: { fullName: string; address: string; state: string } }) => [
          b.nextOfKin.fullName,
          b.nextOfKin.address,
          b.nextOfKin.state,
        ],
      ],
      [`/admin/users/${c.userId}`, admin.auth, () => []],
      [`/users?search=${encodeURIComponent('onerror')}`, admin.auth, () => []],
    ];
    const expected = [
      [MARKUP.first, MARKUP.last],
      [MARKUP.text],
      [MARKUP.text],
      [MARKUP.first, MARKUP.text, MARKUP.last],
    ];
    for (const [i, [url, auth, pick]] of reads.entries()) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      if (expected[i]) expect(pick(res.json() as never), url).toEqual(expected[i]);
      else expect(res.body, url).toContain(JSON.stringify(MARKUP.first).slice(1, -1));
    }
  });
});
