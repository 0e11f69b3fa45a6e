import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PDF, PNG, sendForm, uniquePng, type Files } from '../fixtures';
import { accountsOf, adminSession, credit, PIN, setPin } from '../money-helpers';
import { customer, type TestApp } from '../test-app';

/*
 * Two customers for the access tests: Alice, the attacker, and Bob, who owns one of everything (a payment,
 * a loan, a card, a ticket, a cheque deposit, a KYC submission, a next of kin and a profile picture).
 */

export const nextOfKinFields = {
  fullName: 'Charles Babbage',
  email: 'charles@example.com',
  phone: '+44 20 7946 0001',
  gender: 'Male',
  dob: '1971-12-26',
  address: '1 Dorset Street',
  state: 'London',
};

export const idImages = (): Files => ({
  idFront: { body: uniquePng(), filename: 'front.png', contentType: 'image/png' },
  idBack: { body: uniquePng(), filename: 'back.png', contentType: 'image/png' },
});

export async function fundedCustomer(
  app: FastifyInstance,
  adminAuth: Record<string, string>,
  amount: number,
) {
  const c = await customer(app);
  await setPin(app, c.auth);
  await credit(app, adminAuth, c.userId, amount);
  return { ...c, ...(await accountsOf(app, c.auth)) };
}

async function created<T>(
  res: { statusCode: number; body: string; json: () => unknown },
  pick: (b: never) => T,
) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return pick(res.json() as never);
}

/** Bob's objects, each made through the API as a customer would. */
async function bobsThings(t: TestApp, admin: Record<string, string>, bob: { auth: Record<string, string> }) {
  const inject = t.app.inject.bind(t.app);
  const post = (url: string, payload: object, auth = bob.auth) =>
    inject({ method: 'POST', url, headers: auth, payload });
  const paymentId = await created(
    await inject({ url: '/transactions', headers: bob.auth }),
    (b: { transactions: { _id: string }[] }) => b.transactions[0]!._id,
  );
  const loanId = await created(
    await post('/users/api/loans/loan-request', {
      amount: 500,
      account: 'Checking',
      type: 'Personal Loan',
      duration: '12 Months',
      repayment: 'Monthly',
      details: 'Roof',
      pincode: PIN,
    }),
    (b: { loan: { _id: string } }) => b.loan._id,
  );
  await created(await post(`/admin/loans/${loanId}/approve`, {}, admin), () => null);
  const applicationId = await created(
    await post('/cards/applications', { account: 'Checking', pincode: PIN }),
    (b: { application: { _id: string } }) => b.application._id,
  );
  const cardId = await created(
    await post(`/admin/cards/${applicationId}/approve`, {}, admin),
    (b: { card: { _id: string } }) => b.card._id,
  );
  const ticketId = await created(
    await post('/tickets', { ticketType: 'Other', info: 'Bob needs help', pincode: PIN }),
    (b: { ticket: { _id: string } }) => b.ticket._id,
  );
  const depositId = await created(
    await sendForm(
      t.app,
      'POST',
      '/upload',
      bob.auth,
      { amount: '75' },
      {
        chequeImage: { body: uniquePng(), filename: 'cheque.png', contentType: 'image/png' },
      },
    ),
    (b: { deposit: { _id: string } }) => b.deposit._id,
  );
  return { paymentId, loanId, applicationId, cardId, ticketId, depositId };
}

/** Bob's identity papers: KYC, next of kin and a profile picture. */
async function bobsPapers(t: TestApp, bob: { auth: Record<string, string>; userId: string }) {
  const kycFiles: Files = {
    ...idImages(),
    proofOfAddress: { body: PDF, filename: 'bill.pdf', contentType: 'application/pdf' },
  };
  await created(
    await sendForm(t.app, 'PUT', '/users/kyc', bob.auth, { idNumber: 'B1234567' }, kycFiles),
    () => 0,
  );
  await created(
    await sendForm(t.app, 'PUT', '/users/next-of-kin', bob.auth, nextOfKinFields, idImages()),
    () => 0,
  );
  await created(
    await sendForm(
      t.app,
      'POST',
      '/users/avatar',
      bob.auth,
      {},
      { avatar: { body: PNG, contentType: 'image/png' } },
    ),
    () => 0,
  );
  const kyc = await t.db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('user_id', '=', bob.userId)
    .executeTakeFirstOrThrow();
  return { kycSubmissionId: kyc.id };
}

export async function buildWorld(t: TestApp) {
  const admin = await adminSession(t.app, t.db);
  const alice = await fundedCustomer(t.app, admin.auth, 1000);
  const bob = await fundedCustomer(t.app, admin.auth, 2000);
  // Bob's identity is verified first: loans and cards are approved only for verified customers.
  const papers = await bobsPapers(t, bob);
  await created(
    await t.app.inject({
      method: 'POST',
      url: `/admin/kyc/${papers.kycSubmissionId}/approve`,
      headers: admin.auth,
      payload: {},
    }),
    () => null,
  );
  const things = await bobsThings(t, admin.auth, bob);
  return { admin, alice, bob: { ...bob, ...things, ...papers } };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
