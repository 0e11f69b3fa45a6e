import { describe, expect, it } from 'vitest';
import { sendForm, uniquePng } from '../fixtures';
import { germanBeneficiary, PIN } from '../money-helpers';
import { snapshot } from './fingerprint';
import { useWorld } from './world-test-helpers';

/** Bad amounts on every route that takes one: 400, and not a cent or a row anywhere changes. */

const { t, w } = useWorld();

const BAD_AMOUNTS: unknown[] = [
  -1,
  0,
  0.001,
  1e308,
  '1e3',
  true,
  [1],
  null,
  '-1',
  '',
  ' 5',
  '5 ',
  '0x10',
  {},
];
/** A multipart field is always text: the same values as the customer's browser would send them. */
const BAD_FORM_AMOUNTS = ['-1', '0', '0.001', '1e308', '1e3', 'true', '[1]', 'null', '', 'NaN', 'Infinity'];

type AmountRoute = {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  body: () => object;
  admin?: true;
};

const routes: AmountRoute[] = [
  {
    name: 'local transfer',
    method: 'POST',
    url: () => '/transfers/local',
    body: () => ({
      paymentAccount: 'Checking',
      bankName: 'Vault Bank',
      accountNumber: w.bob.checking.accountNumber,
      accountName: `${w.bob.firstName} ${w.bob.lastName}`,
      pincode: PIN,
    }),
  },
  {
    name: 'international transfer',
    method: 'POST',
    url: () => '/transfers/international',
    body: () => ({
      paymentAccount: 'Checking',
      ...germanBeneficiary,
      pincode: PIN,
    }),
  },
  {
    name: 'loan request',
    method: 'POST',
    url: () => '/users/api/loans/loan-request',
    body: () => ({
      account: 'Checking',
      type: 'Personal Loan',
      duration: '6 Months',
      repayment: 'Monthly',
      details: 'Bad amount',
      pincode: PIN,
    }),
  },
  {
    name: 'loan repayment',
    method: 'POST',
    url: () => `/users/api/loans/${w.bob.loanId}/repay`,
    body: () => ({ account: 'Checking', pincode: PIN }),
  },
  {
    name: 'administrator credit',
    method: 'PUT',
    url: () => `/users/${w.alice.userId}/increase-balance`,
    body: () => ({ reason: 'Bad amount' }),
    admin: true,
  },
];

const authFor = (route: AmountRoute) =>
  route.admin ? w.admin.auth : route.name === 'loan repayment' ? w.bob.auth : w.alice.auth;

describe('bad amounts', () => {
  it('are refused with 400 on every JSON route, and nothing changes', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    for (const route of routes) {
      for (const amount of BAD_AMOUNTS) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: authFor(route),
          payload: { ...route.body(), amount },
        });
        expect(res.statusCode, `${route.name} ${JSON.stringify(amount)}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('invalid_input');
      }
      const missing = await t.app.inject({
        method: route.method,
        url: route.url(),
        headers: authFor(route),
        payload: route.body(),
      });
      expect(missing.statusCode, `${route.name} without amount`).toBe(400);
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('are refused with 400 in the cheque upload form, and nothing changes', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    for (const amount of BAD_FORM_AMOUNTS) {
      const res = await sendForm(
        t.app,
        'POST',
        '/upload',
        w.alice.auth,
        { amount },
        {
          chequeImage: { body: uniquePng(), filename: 'cheque.png', contentType: 'image/png' },
        },
      );
      expect(res.statusCode, `cheque ${amount}: ${res.body}`).toBe(400);
    }
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });

  it('while a good amount on the same bodies is accepted (the 400s above came from the amount)', async () => {
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url(),
        headers: authFor(route),
        payload: { ...route.body(), amount: '10.50' },
      });
      expect(res.statusCode, `${route.name}: ${res.body}`).toBeLessThan(300);
    }
    const cheque = await sendForm(
      t.app,
      'POST',
      '/upload',
      w.alice.auth,
      { amount: '10.50' },
      {
        chequeImage: { body: uniquePng(), filename: 'cheque.png', contentType: 'image/png' },
      },
    );
    expect(cheque.statusCode, cheque.body).toBe(201);
  });
});
