import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { verifyLoans } from './verify-loans';
import type { TestApp } from '../test/test-app';
import { loanRequest } from '../test/fixtures';
import { verifiedCustomer } from '../test/kyc-helpers';
import { PIN } from '../test/money-helpers';

/** A verified customer with a PIN, and money in Checking when `funds` is above zero. */
export const borrower = verifiedCustomer;

export const goodRequest = loanRequest(PIN);

export function requestLoan(
  app: FastifyInstance,
  auth: Record<string, string>,
  body: Record<string, unknown> = goodRequest,
) {
  return app.inject({ method: 'POST', url: '/users/api/loans/loan-request', headers: auth, payload: body });
}

/** Requests a loan that must be accepted, and answers its id. */
export async function pendingLoan(
  app: FastifyInstance,
  auth: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await requestLoan(app, auth, { ...goodRequest, ...overrides });
  if (res.statusCode !== 201) throw new Error(`loan request failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { loan: { _id: string } }).loan._id;
}

export function decide(
  app: FastifyInstance,
  admin: Record<string, string>,
  id: string,
  decision: 'approve' | 'reject',
  payload: Record<string, unknown> = {},
) {
  return app.inject({ method: 'POST', url: `/admin/loans/${id}/${decision}`, headers: admin, payload });
}

export function repay(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/users/api/loans/${id}/repay`,
    headers: { ...auth, ...headers },
    payload: { pincode: PIN, account: 'Checking', ...body },
  });
}

/** After each loan test (with `bankSuite`'s ledger check): every loan agrees with its postings. */
export async function checkLoans(t: TestApp) {
  expect(await verifyLoans(t.db)).toEqual([]);
}
