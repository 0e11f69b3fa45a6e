import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect } from 'vitest';
import { PDF, PNG, uniquePng, type Files } from '../fixtures';
import { PIN } from '../money-helpers';
import { customer, GOOD_PASSWORD, uniqueEmail, type TestApp } from '../test-app';
import type { Context } from './hostile-requests';
import { isAdminOperation, operationKey, PUBLIC_OPERATIONS, type Operation } from './route-catalog';
import { idImages, nextOfKinFields, type World } from './world';

/*
 * The valid parts of the injection suite's requests: real ids for every path, a valid value for every
 * field a schema alone cannot fill, the right caller for each route, and the multipart forms.
 */

/** Multipart routes (the OpenAPI document has no schema for them): their text fields and valid files. */
export const FORMS: Record<string, { fields: () => Record<string, string>; files: () => Files }> = {
  'POST /upload': {
    fields: () => ({ amount: '10' }),
    files: () => ({ chequeImage: { body: uniquePng(), filename: 'c.png', contentType: 'image/png' } }),
  },
  'PUT /users/kyc': {
    fields: () => ({ idNumber: 'B7654321' }),
    files: () => ({ ...idImages(), proofOfAddress: { body: PDF, contentType: 'application/pdf' } }),
  },
  'PUT /users/next-of-kin': { fields: () => nextOfKinFields, files: idImages },
  'POST /users/avatar': {
    fields: () => ({}),
    files: () => ({ avatar: { body: PNG, contentType: 'image/png' } }),
  },
  'POST /admin/sanctions/lists': {
    fields: () => ({ version: `v-${randomUUID()}`, publishedOn: '2026-11-01' }),
    files: () => ({
      sdn: { body: sanctionsFixture('sdn.csv'), filename: 'sdn.csv', contentType: 'text/csv' },
      alt: { body: sanctionsFixture('alt.csv'), filename: 'alt.csv', contentType: 'text/csv' },
    }),
  },
};

function sanctionsFixture(name: string): Buffer {
  return fs.readFileSync(new URL(`../../sanctions/fixtures/${name}`, import.meta.url));
}

/** Calls that take no body at all. */
export const BODILESS = new Set([
  'POST /users/logout',
  'POST /users/sessions/revoke-others',
  'DELETE /payees/{id}',
  'POST /standing-orders/{id}/cancel',
  'POST /standing-orders/{id}/resume',
  'POST /users/mfa/recovery-codes',
  'POST /users/mfa/totp/setup',
  'POST /users/mfa/totp/disable',
  'POST /users/passkeys/options',
  'DELETE /users/passkeys/{id}',
  'POST /users/mfa/passkey/options',
  'POST /users/login/passkey/options',
  'POST /accounts/pots/{id}/close',
  'POST /admin/jobs/{name}/run',
  'POST /users/data-exports',
]);

/** Something waiting in each admin queue, so the decisions reach their SQL (needs FOUR_EYES_THRESHOLD=5000). */
async function pendingWork(t: TestApp, w: World) {
  const inject = (method: 'POST' | 'PUT', url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method, url, headers: auth, payload });
  for (let i = 0; i < 3; i++) {
    await inject('PUT', `/users/${w.bob.userId}/increase-balance`, w.admin.auth, { amount: 4000 });
  }
  const credit = await inject('PUT', `/users/${w.alice.userId}/increase-balance`, w.admin.auth, {
    amount: 6000,
  });
  const transfer = await inject('POST', '/transfers/local', w.alice.auth, {
    amount: 5,
    paymentAccount: 'Checking',
    bankName: 'Other Bank',
    accountNumber: '12345678',
    accountName: 'Zed',
    pincode: PIN,
  });
  const loan = await inject('POST', '/users/api/loans/loan-request', w.alice.auth, {
    amount: 100,
    account: 'Checking',
    type: 'Personal Loan',
    duration: '6 Months',
    repayment: 'Monthly',
    details: 'x',
    pincode: PIN,
  });
  const card = await inject('POST', '/cards/applications', w.alice.auth, {
    account: 'Checking',
    pincode: PIN,
  });
  const victim = await customer(t.app);
  for (const res of [credit, transfer, loan, card]) expect(res.statusCode, res.body).toBeLessThan(300);
  expect(credit.statusCode).toBe(202);
  return {
    creditId: credit.json().request._id as string,
    transferId: transfer.json().transaction._id as string,
    loanId: loan.json().loan._id as string,
    applicationId: card.json().application._id as string,
    victimId: victim.userId,
  };
}

function pathValues(w: World, extra: Awaited<ReturnType<typeof pendingWork>>): [string, string][] {
  return [
    ['/admin/users/', extra.victimId],
    ['/admin/loans/', extra.loanId],
    ['/admin/cards/', extra.applicationId],
    ['/admin/deposits/', w.bob.depositId],
    ['/admin/kyc/', w.bob.kycSubmissionId],
    ['/admin/tickets/', w.bob.ticketId],
    ['/admin/transfers/', extra.transferId],
    ['/admin/credits/', extra.creditId],
    ['/users/{id}/increase-balance', w.alice.userId],
    ['/transactions/', w.bob.paymentId],
    ['/users/api/loans/', w.bob.loanId],
    ['/cards/', w.bob.cardId],
    ['/deposits/', w.bob.depositId],
    ['/tickets/', w.bob.ticketId],
    ['/users/reset-password/', 'no-such-token'],
    ['/users/kyc/documents/', 'idFront'],
    ['/users/next-of-kin/documents/', 'idFront'],
    ['/users/', w.bob.userId],
  ];
}

/** Valid field values; Bob's password follows the changes the suite itself makes to it. */
function fieldValues(w: World, op: Operation, bobPassword: string): Record<string, unknown> {
  const local = op.path === '/transfers/local';
  const signIn = op.path === '/users/login' || op.path === '/users/forgot-password';
  return {
    pincode: PIN,
    newPin: PIN,
    oldPin: PIN,
    paymentAccount: 'Checking',
    account: 'Checking',
    accountType: 'Checking',
    bankCountry: 'DE',
    routingNumber: 'DEUTDEFF',
    bankName: local ? 'Vault Bank' : 'Deutsche Bank',
    accountNumber: local ? w.alice.checking.accountNumber : 'DE89370400440532013000',
    accountName: local ? `${w.alice.firstName} ${w.alice.lastName}` : 'Max Mustermann',
    email: signIn ? w.bob.email : uniqueEmail('sqli'),
    password: op.path === '/users/login' ? bobPassword : GOOD_PASSWORD,
    oldPassword: bobPassword,
    newPassword: bobPassword,
    phone: '+1 555 010 2030',
    firstName: 'Eve',
    lastName: 'Hacker',
    reason: 'Checked',
    message: 'Reply',
    details: 'Rent',
    info: 'Help',
    userId: w.bob.userId,
    format: 'csv',
    // An export covers at most a year: half a year either side of today.
    from: new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10),
    to: new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10),
  };
}

export async function hostileContext(t: TestApp, w: World) {
  const ids = pathValues(w, await pendingWork(t, w));
  const state = { bobPassword: GOOD_PASSWORD };
  const ctx: Context = {
    pathValue: (op, param) =>
      ids.find(([prefix]) => op.path.startsWith(prefix))?.[1] ??
      (param === 'name' ? 'idFront' : randomUUID()),
    validValue: (op, field) => fieldValues(w, op, state.bobPassword)[field],
  };
  /** Public routes signed out, admin routes as the administrator, the rest as Bob. */
  const callerOf = (op: Operation): Record<string, string> => {
    if (PUBLIC_OPERATIONS.has(operationKey(op))) return {};
    return isAdminOperation(op) ? w.admin.auth : w.bob.auth;
  };
  return { ctx, callerOf, state };
}
