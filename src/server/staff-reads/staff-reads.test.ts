import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseLockdownAlert } from '../monitoring/monitoring-service';
import { errorMessages } from '../../shared/messages';
import { staffReadMessages } from '../../shared/account-messages';
import { STAFF_REASON_KIND_HEADER, STAFF_REASON_TEXT_HEADER } from '../../shared/schemas/staff-reads';
import { verifyAuditChain } from '../audit/audit-repository';
import { JPEG, multipartBody, PNG, uploadCheque } from '../test/fixtures';
import { verifiedCustomer } from '../test/kyc-helpers';
import { adminSession, credit, PIN, setPin } from '../test/money-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { pendingLoan } from '../loans/loans-test-helpers';

/*
 * Who looked at my account (issue 50 part 5; docs/staff-access.md). The test walks the app's own route
 * table: a GET an administrator may call must either declare `staffRead` (and then it is refused without a
 * reason and audited with one, below) or be written down here as not a read of one customer, with why.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
type Fixture = {
  ada: Awaited<ReturnType<typeof verifiedCustomer>>;
  paymentId: string;
  depositId: string;
  loanId: string;
  ticketId: string;
  caseReference: string;
  disputeId: string;
  letterId: string;
};
let fx: Fixture;

/** GETs an administrator may call that do not return one customer's records, and why. */
const NOT_A_CUSTOMER_READ: Record<string, string> = {
  'GET /admin/overview': 'counts and bank totals, no customer',
  'GET /admin/credits': 'the four-eyes queue: summary rows of many customers',
  'GET /admin/transfers': 'the transfers queue: summary rows of many customers',
  'GET /admin/audit': 'the audit chain itself (staff actions), read by auditors',
  'GET /admin/audit/verify': 'checks the chain, returns no records',
  'GET /admin/kyc': 'the KYC queue: summary rows of many customers; the documents are separate reads',
  'GET /admin/loans': 'the loans queue: summary rows of many customers',
  'GET /admin/cards': 'the card applications queue: summary rows of many customers',
  'GET /admin/deposits': 'the cheque deposits queue: summary rows; the cheque image is a separate read',
  'GET /admin/tickets': 'the support queue: summary rows of many customers; a ticket is a separate read',
  'GET /admin/interest-rates': 'the bank’s Savings rate and its history, no customer',
  'GET /admin/jobs': 'the scheduled jobs and their runs, no customer',
  'GET /admin/cases': 'the monitoring cases queue: summary rows of many customers; a case is a separate read',
  'GET /admin/cases/assignees': 'the administrators a case may be assigned to, no customer',
  'GET /admin/disputes': 'the disputes queue (summary rows); opening one asks the reason',
  'GET /admin/sanctions/hits':
    'the sanctions review queue: summary rows of many customers, never shown to them (no tipping off)',
  'GET /admin/sanctions/lists': 'the sanctions list versions, no customer',
  'GET /users': 'the list of users (name, e-mail, balance) the back office searches to find a customer',
  'GET /users/profile': "the caller's own profile",
  'GET /users/avatar/:userId':
    'a profile picture, shown beside the name wherever staff see it (queues, lists): no more than the name',
  'GET /users/next-of-kin': "the caller's own next of kin (administrators read it with the customer)",
  'GET /users/sessions': "the caller's own sessions",
  'GET /users/passkeys': "the caller's own passkeys",
  'GET /users/mfa': "the caller's own two-step sign-in",
  'GET /users/api/loans/rates': 'the bank’s loan rates',
  'GET /notifications': "the caller's own notifications",
  'GET /events': "the caller's own event stream",
  'GET /tickets': "the caller's own tickets",
  'GET /deposits/crypto-address': "the caller's own deposit address",
  'GET /users/api/auth/pin': 'whether the caller has set their own PIN',
};

/** Where each customer-read route is read for Ada, so the walk below can call every one of them. */
const READ_URLS: Record<string, (f: Fixture) => string> = {
  'GET /admin/users/:id': (f) => `/admin/users/${f.ada.userId}`,
  'GET /users/:userId': (f) => `/users/${f.ada.userId}`,
  'GET /users/kyc/documents/:name': (f) => `/users/kyc/documents/idFront?userId=${f.ada.userId}`,
  'GET /users/next-of-kin/documents/:name': (f) =>
    `/users/next-of-kin/documents/idFront?userId=${f.ada.userId}`,
  'GET /deposits/:id/image': (f) => `/deposits/${f.depositId}/image`,
  'GET /tickets/:id': (f) => `/tickets/${f.ticketId}`,
  'GET /transactions/:id': (f) => `/transactions/${f.paymentId}`,
  'GET /transactions/:id/receipt.pdf': (f) => `/transactions/${f.paymentId}/receipt.pdf`,
  'GET /users/api/loans/:id': (f) => `/users/api/loans/${f.loanId}`,
  'GET /admin/cases/:reference': (f) => `/admin/cases/${f.caseReference}`,
  'GET /admin/disputes/:id': (f) => `/admin/disputes/${f.disputeId}`,
  'GET /disputes/letters/:id': (f) => `/disputes/letters/${f.letterId}`,
};

/** A monitoring case of the customer: a lockdown alert raised as a lockdown raises it. */
async function monitoringCaseOf(userId: string): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`INSERT INTO lockdowns (user_id, via) VALUES (${userId}, 'activities')
    RETURNING id`.execute(t.db);
  await t.db.transaction().execute((trx) => raiseLockdownAlert(trx, userId, rows[0]!.id, new Date()));
  const found = await sql<{
    seq: bigint;
  }>`SELECT seq FROM monitoring_cases WHERE user_id = ${userId}`.execute(t.db);
  return `C-${found.rows[0]!.seq}`;
}

const reason = (kind: string, text: string) => ({
  [STAFF_REASON_KIND_HEADER]: kind,
  [STAFF_REASON_TEXT_HEADER]: encodeURIComponent(text),
});

async function staffReadsIn(userId: string) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'action', 'reason', 'target_id'])
    .where('target_id', '=', userId)
    .where('action', 'like', 'staff_read.%')
    .orderBy('id')
    .execute();
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t.app, t.db);
  const ada = await verifiedCustomer(t.app, admin.auth);
  const credited = (await credit(t.app, admin.auth, ada.userId, 2500)) as { transaction: { _id: string } };
  const { payload, headers } = multipartBody(
    {
      fullName: 'Charles Babbage',
      email: 'charles@example.com',
      phone: '+44 20 7946 0001',
      gender: 'Male',
      dob: '1971-12-26',
      address: '1 Dorset Street, London',
      state: 'Greater London',
    },
    {
      idFront: { body: PNG, filename: 'front.png', contentType: 'image/png' },
      idBack: { body: JPEG, filename: 'back.jpg' },
    },
  );
  const kin = await t.app.inject({
    method: 'PUT',
    url: '/users/next-of-kin',
    headers: { ...ada.auth, ...headers },
    payload,
  });
  expect(kin.statusCode).toBeLessThan(300);
  const cheque = await uploadCheque(t.app, ada.auth, '12.50');
  expect(cheque.statusCode).toBe(201);
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/tickets',
    headers: ada.auth,
    payload: { ticketType: 'Technical Issue', info: 'The statement download fails.', pincode: PIN },
  });
  expect(ticket.statusCode).toBe(201);
  // A payment Ada disputes (issue 50 part 3): its dispute and acknowledgement letter are staff reads.
  const payee = await verifiedCustomer(t.app, admin.auth);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/transfers/local',
    headers: ada.auth,
    payload: {
      amount: 10,
      paymentAccount: 'Checking',
      bankName: 'Vault Bank',
      accountNumber: payee.checking.accountNumber,
      accountName: `${payee.firstName} ${payee.lastName}`,
      pincode: PIN,
    },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const disputed = await t.app.inject({
    method: 'POST',
    url: '/disputes',
    headers: ada.auth,
    payload: {
      paymentId: paid.json().transaction._id,
      reason: 'not_received',
      statement: 'The payee says nothing arrived.',
    },
  });
  expect(disputed.statusCode, disputed.body).toBe(201);
  fx = {
    disputeId: disputed.json()._id,
    letterId: disputed.json().letters[0]._id,
    ada,
    paymentId: credited.transaction._id,
    depositId: (cheque.json() as { deposit: { _id: string } }).deposit._id,
    loanId: await pendingLoan(t.app, ada.auth),
    ticketId: (ticket.json() as { ticket: { _id: string } }).ticket._id,
    caseReference: await monitoringCaseOf(ada.userId),
  };
});
afterAll(async () => t.close());

const adminGets = () =>
  t.app.declaredRoutes.filter(
    (r) => r.route.startsWith('GET ') && (r.access === 'admin' || r.access === 'user'),
  );

describe('the routes that read one customer', () => {
  it('every GET an administrator may call declares a staff read or says why it is not one', () => {
    const undeclared = adminGets()
      .filter((r) => !r.staffRead && !(r.route in NOT_A_CUSTOMER_READ))
      .map((r) => r.route);
    expect(undeclared).toEqual([]);
    // Nothing is excused twice: a route both declared and excused is a stale excuse.
    const stale = adminGets()
      .filter((r) => r.staffRead && r.route in NOT_A_CUSTOMER_READ)
      .map((r) => r.route);
    expect(stale).toEqual([]);
  });

  it('every staff-read route has a way to be called here and a sentence the customer reads', () => {
    const declared = adminGets().filter((r) => r.staffRead);
    expect(declared.map((r) => r.route).sort()).toEqual(Object.keys(READ_URLS).sort());
    for (const r of declared) expect(staffReadMessages.viewed[r.staffRead!]).toBeTruthy();
  });

  it('refuses each read without a reason, or with a reason outside the rules, and records nothing', async () => {
    const before = (await staffReadsIn(fx.ada.userId)).length;
    const bad: Record<string, string>[] = [
      {},
      { [STAFF_REASON_KIND_HEADER]: 'ticket' },
      reason('curiosity', 'just looking'),
      reason('ticket', 'ab'),
      reason('other', 'x'.repeat(201)),
      reason('other', 'line one\nline two'),
      { [STAFF_REASON_KIND_HEADER]: 'other', [STAFF_REASON_TEXT_HEADER]: '%E0%A4%A' },
    ];
    for (const route of adminGets().filter((r) => r.staffRead)) {
      const url = READ_URLS[route.route]!(fx);
      for (const headers of bad) {
        const res = await t.app.inject({ url, headers: { ...admin.bare, ...headers } });
        expect({ route: route.route, headers, status: res.statusCode }).toEqual({
          route: route.route,
          headers,
          status: 400,
        });
        expect(res.json()).toEqual({
          code: 'staff_read_reason_required',
          message: errorMessages.staff_read_reason_required,
        });
      }
    }
    expect((await staffReadsIn(fx.ada.userId)).length).toBe(before);
  });

  it('answers each read with a reason and writes it to the audit chain, on the customer, with the reason', async () => {
    const before = (await staffReadsIn(fx.ada.userId)).length;
    const declared = adminGets().filter((r) => r.staffRead);
    for (const [i, route] of declared.entries()) {
      const res = await t.app.inject({
        url: READ_URLS[route.route]!(fx),
        headers: { ...admin.bare, ...reason('ticket', `T-${1000 + i}`) },
      });
      expect({ route: route.route, status: res.statusCode }).toEqual({ route: route.route, status: 200 });
      const rows = await staffReadsIn(fx.ada.userId);
      expect(rows.length).toBe(before + i + 1);
      expect(rows.at(-1)).toEqual({
        actor_id: admin._id,
        action: `staff_read.${route.staffRead}`,
        reason: `Support ticket T-${1000 + i}`,
        target_id: fx.ada.userId,
      });
    }
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });

  it('a read of a record that does not exist answers 404 and records nothing', async () => {
    const before = (await staffReadsIn(fx.ada.userId)).length;
    const res = await t.app.inject({
      url: `/tickets/00000000-0000-4000-8000-000000000000`,
      headers: { ...admin.bare, ...reason('case', 'C-7') },
    });
    expect(res.statusCode).toBe(404);
    expect((await staffReadsIn(fx.ada.userId)).length).toBe(before);
  });

  it('a customer reading their own records gives no reason and leaves no staff read', async () => {
    const before = (await staffReadsIn(fx.ada.userId)).length;
    for (const url of [
      `/users/kyc/documents/idFront`,
      `/tickets/${fx.ticketId}`,
      `/transactions/${fx.paymentId}`,
      `/deposits/${fx.depositId}/image`,
      `/users/${fx.ada.userId}`,
    ]) {
      expect((await t.app.inject({ url, headers: fx.ada.auth })).statusCode).toBe(200);
    }
    expect((await staffReadsIn(fx.ada.userId)).length).toBe(before);
  });
});

describe("the customer's Recent Activities", () => {
  it('shows the customer each staff read with its sentence and reason; another customer sees none of them', async () => {
    const ada = await customer(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const bob = await customer(t.app, { firstName: 'Bob', lastName: 'Other' });
    await setPin(t.app, ada.auth);
    const kyc = await t.app.inject({
      url: `/admin/users/${ada.userId}`,
      headers: { ...admin.bare, ...reason('dispute', 'D-42') },
    });
    expect(kyc.statusCode).toBe(200);
    const login = await t.app.inject({
      url: `/users/${ada.userId}`,
      headers: { ...admin.bare, ...reason('customer_request', 'Called about a sign-in — “München”') },
    });
    expect(login.statusCode).toBe(200);

    const seen = await t.app.inject({ url: '/users/staff-access', headers: ada.auth });
    expect(seen.statusCode).toBe(200);
    const items = seen.json() as { kind: string; text: string; reason: string; timestamp: string }[];
    expect(items.map(({ kind, text, reason }) => ({ kind, text, reason }))).toEqual([
      {
        kind: 'login_activity',
        reason: 'At your request: Called about a sign-in — “München”',
        text: `${staffReadMessages.viewed.login_activity} — reason: At your request: Called about a sign-in — “München”`,
      },
      {
        kind: 'profile',
        reason: 'Dispute D-42',
        text: `${staffReadMessages.viewed.profile} — reason: Dispute D-42`,
      },
    ]);
    expect(Number.isNaN(Date.parse(items[0]!.timestamp))).toBe(false);

    const others = await t.app.inject({ url: '/users/staff-access', headers: bob.auth });
    expect(others.json()).toEqual([]);
    // Staff cannot use the customer's own list to read it.
    expect((await t.app.inject({ url: '/users/staff-access', headers: admin.auth })).statusCode).toBe(403);
  });
});
