import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDetail } from '../../shared/schemas/backoffice';
import { apply, fundedCustomer } from '../cards/cards-test-helpers';
import { pendingLoan } from '../loans/loans-test-helpers';
import { uploadCheque } from '../test/fixtures';
import { adminSession, PIN } from '../test/money-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer with one of every product: a card (and its application), a loan, a cheque, KYC, a ticket. */
async function customerWithEverything() {
  const admin = await adminSession(t.app, t.db);
  const c = await fundedCustomer(t.app, admin.auth);
  const application = (await apply(t.app, c.auth)).json().application._id as string;
  const approved = await t.app.inject({
    method: 'POST',
    url: `/admin/cards/${application}/approve`,
    headers: admin.auth,
    payload: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await pendingLoan(t.app, c.auth);
  const cheque = await uploadCheque(t.app, c.auth, '25');
  expect(cheque.statusCode, cheque.body).toBe(201);
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/tickets',
    headers: c.auth,
    payload: { ticketType: 'Technical Issue', info: 'Statement download fails.', pincode: PIN },
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  return { admin, c };
}

/** Every stored secret of the user: password hash, PIN HMAC, session token hashes, file names, hashes. */
async function secretsOf(userId: string): Promise<string[]> {
  const user = await t.db
    .selectFrom('users')
    .select(['password_hash', 'pin_hmac'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const sessions = await t.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .execute();
  const cheques = await t.db
    .selectFrom('cheque_deposits')
    .select(['image_name', 'image_sha256'])
    .where('user_id', '=', userId)
    .execute();
  const kyc = await t.db
    .selectFrom('kyc_submissions')
    .select(['id_front_name', 'id_back_name', 'proof_of_address_name'])
    .where('user_id', '=', userId)
    .execute();
  return [
    user.password_hash,
    user.pin_hmac ?? '',
    ...sessions.flatMap((s) => [s.token_hash.toString('hex'), s.token_hash.toString('base64')]),
    ...cheques.flatMap((r) => [r.image_name, r.image_name.slice(0, 32), r.image_sha256]),
    ...kyc.flatMap((r) => [r.id_front_name, r.id_back_name, r.proof_of_address_name]),
  ].filter((s) => s.length >= 8);
}

describe('the back-office customer view', () => {
  it('answers every product under its schema, with no secret column or value', async () => {
    const { admin, c } = await customerWithEverything();
    const res = await t.app.inject({ url: `/admin/users/${c.userId}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const shape = customerDetail.shape;
    for (const key of ['loans', 'cardApplications', 'cards', 'deposits', 'kyc', 'tickets'] as const) {
      expect(body[key].length, key).toBeGreaterThan(0);
      const listed = Object.keys(shape[key].element.shape).sort();
      for (const row of body[key]) expect(Object.keys(row).sort(), key).toEqual(listed);
    }
    expect(customerDetail.parse(body)).toBeTruthy();
    // The fields the back-office page reads, under the names it reads.
    expect(body.loans[0]).toMatchObject({ amount: expect.any(Number), durationMonths: 12 });
    expect(body.loans[0].outstandingPrincipal).toBe(0);
    expect(body.cards[0]).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/), status: 'Active' });
    expect(body.deposits[0]).toMatchObject({ amount: 25, status: 'Pending' });
    expect(body.kyc[0]).toMatchObject({ status: 'Approved', idNumber: expect.any(String) });
    expect(body.tickets[0]).toMatchObject({ ticketType: 'Technical Issue', reference: expect.any(String) });

    const keys = JSON.stringify(body).match(/"[A-Za-z_]+":/g) ?? [];
    for (const key of keys)
      expect(key).not.toMatch(
        /hash|hmac|sha256|password|token|"pin|imageName|frontName|backName|addressName|storedName/i,
      );
    for (const secret of await secretsOf(c.userId)) expect(res.body).not.toContain(secret);
  });
});
