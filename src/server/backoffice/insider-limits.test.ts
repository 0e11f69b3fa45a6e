import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { CHEQUE_MAX_CENTS } from '../../shared/schemas/deposits';
import { loadConfig } from '../config';
import { verifyLedger } from '../ledger/verify-ledger';
import { decide as decideLoan, pendingLoan } from '../loans/loans-test-helpers';
import { uploadCheque } from '../test/fixtures';
import { verifiedCustomer, verifyIdentity } from '../test/kyc-helpers';
import { adminSession, balanceCents, setPin } from '../test/money-helpers';
import { enrolTotp } from '../test/totp-helpers';
import { createTestApp, customer, mailTo, type TestApp } from '../test/test-app';

/**
 * Issue 46, part 5: one administrator alone releases at most FOUR_EYES_THRESHOLD over a rolling 24 hours,
 * whatever the single amounts and however it is spread over customers and kinds (credits, loans, cheques,
 * settlements); the administrator who approved a customer's KYC never releases that customer's money
 * alone; and administrator-on-administrator actions and a second-factor reset need a second administrator.
 * Every attack goes through HTTP. The threshold is $25,000, the shipped default.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FOUR_EYES_THRESHOLD: '25000' });
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const increase = (userId: string, amount: number, auth: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/users/${userId}/increase-balance`,
    headers: auth,
    payload: { amount },
  });
const approveRequest = (id: string, auth: Record<string, string>) =>
  post(`/admin/credits/${id}/approve`, auth);

describe('the shipped defaults let four eyes trigger', () => {
  it('puts the threshold below the largest single cheque and transfer', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.fourEyesThresholdCents).toBeLessThan(CHEQUE_MAX_CENTS);
    expect(config.fourEyesThresholdCents).toBeLessThan(config.transferMaxCents);
  });
});

describe('one administrator, many releases', () => {
  it('three $10,000 loans to three customers: the third waits for a second administrator', async () => {
    const maker = await adminSession(t.app, t.db);
    const checker = await adminSession(t.app, t.db);
    const loans: string[] = [];
    const owners: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await verifiedCustomer(t.app, checker.auth);
      owners.push(c.userId);
      loans.push(await pendingLoan(t.app, c.auth, { amount: 10_000 }));
    }
    expect((await decideLoan(t.app, maker.auth, loans[0]!, 'approve')).statusCode).toBe(200);
    expect((await decideLoan(t.app, maker.auth, loans[1]!, 'approve')).statusCode).toBe(200);
    const third = await decideLoan(t.app, maker.auth, loans[2]!, 'approve');
    expect(third.statusCode).toBe(202);
    expect(third.json().message).toBe(
      messages.backoffice.soloLimitPending('Approval of the Personal Loan of $10,000.00'),
    );
    expect(await balanceCents(t.db, owners[2]!)).toBe(0n);
    // The second administrator's approval releases it, and does not count as either one's solo release.
    expect((await approveRequest(third.json().request._id, checker.auth)).statusCode).toBe(200);
    expect(await balanceCents(t.db, owners[2]!)).toBe(1_000_000n);
  });

  it('sums every kind: a credit, a cheque and a loan of $10,000 each, the third waits', async () => {
    const maker = await adminSession(t.app, t.db);
    const a = await customer(t.app);
    expect((await increase(a.userId, 10_000, maker.auth)).statusCode).toBe(200);
    const b = await customer(t.app);
    const cheque = await uploadCheque(t.app, b.auth, '10000');
    expect(cheque.statusCode).toBe(201);
    const depositId = cheque.json().deposit._id as string;
    expect((await post(`/admin/deposits/${depositId}/approve`, maker.auth)).statusCode).toBe(200);
    const c = await verifiedCustomer(t.app, maker.auth);
    const loanId = await pendingLoan(t.app, c.auth, { amount: 10_000 });
    expect((await decideLoan(t.app, maker.auth, loanId, 'approve')).statusCode).toBe(202);
    // A first credit to someone else waits too once it passes: the 24 hours are the administrator's.
    const d = await customer(t.app);
    expect((await increase(d.userId, 5_001, maker.auth)).statusCode).toBe(202);
    expect((await increase(d.userId, 5_000, maker.auth)).statusCode).toBe(200);
    // Another administrator is not held back by the first one's total.
    const other = await adminSession(t.app, t.db);
    expect((await increase(d.userId, 5_001, other.auth)).statusCode).toBe(200);
  });

  it('a single cheque above the threshold (and below the cheque maximum) waits', async () => {
    const maker = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    const cheque = await uploadCheque(t.app, c.auth, '30000');
    expect(cheque.statusCode).toBe(201);
    const res = await post(`/admin/deposits/${cheque.json().deposit._id}/approve`, maker.auth);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      messages.backoffice.approvalPending('Approval of the cheque deposit of $30,000.00'),
    );
  });

  it('parallel releases by one administrator cannot both slip under the threshold', async () => {
    const maker = await adminSession(t.app, t.db);
    const customers = await Promise.all(Array.from({ length: 10 }, () => customer(t.app)));
    // Ten customers, so only the administrator's own lock can keep the sum right.
    const answers = await Promise.all(customers.map((c) => increase(c.userId, 5_000, maker.auth)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(5);
    const released = await t.db
      .selectFrom('admin_releases')
      .select((eb) => eb.fn.sum<string>('amount_cents').as('total'))
      .where('admin_id', '=', maker._id)
      .executeTakeFirstOrThrow();
    expect(BigInt(released.total)).toBe(2_500_000n);
  });
});

describe('the administrator who approved the KYC', () => {
  it('cannot release money to that customer alone; another administrator can', async () => {
    const reviewer = await adminSession(t.app, t.db);
    const other = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await verifyIdentity(t.app, reviewer.auth, c);
    // verifyIdentity approves with the app's own reviewer; make `reviewer` the one who approved it.
    await t.ownerDb
      .updateTable('kyc_submissions')
      .set({ decided_by: reviewer._id })
      .where('user_id', '=', c.userId)
      .execute();
    const own = await increase(c.userId, 10, reviewer.auth);
    expect(own.statusCode).toBe(202);
    expect(own.json().message).toBe(
      messages.backoffice.ownKycPending(`Credit of $10.00 to ${c.firstName} ${c.lastName}`),
    );
    const loanId = await pendingLoan(t.app, c.auth, { amount: 500 });
    expect((await decideLoan(t.app, reviewer.auth, loanId, 'approve')).statusCode).toBe(202);
    expect(await balanceCents(t.db, c.userId)).toBe(0n);
    expect((await increase(c.userId, 10, other.auth)).statusCode).toBe(200);
  });
});

describe('administrator on administrator', () => {
  it('disabling an administrator waits for a second one; the target cannot decide their own case', async () => {
    const a = await adminSession(t.app, t.db);
    const b = await adminSession(t.app, t.db);
    const c = await adminSession(t.app, t.db);
    const res = await post(`/admin/users/${b._id}/disable`, a.auth, { reason: 'Takeover attempt' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(messages.backoffice.adminDisablePending);
    // Nothing happened yet: B still works.
    expect((await t.app.inject({ url: '/admin/overview', headers: b.auth })).statusCode).toBe(200);
    const requestId = res.json().request._id as string;
    expect((await approveRequest(requestId, a.auth)).statusCode).toBe(403);
    const own = await approveRequest(requestId, b.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(messages.backoffice.cannotDecideAboutSelf);
    expect((await post(`/admin/credits/${requestId}/reject`, b.auth)).statusCode).toBe(403);
    expect((await approveRequest(requestId, c.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/overview', headers: b.auth })).statusCode).toBe(401);
    // Enabling them again needs two administrators too.
    const enable = await post(`/admin/users/${b._id}/enable`, a.auth, { reason: 'Cleared' });
    expect(enable.statusCode).toBe(202);
    expect((await approveRequest(enable.json().request._id, c.auth)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('disabled_at')
      .where('id', '=', b._id)
      .executeTakeFirstOrThrow();
    expect(row.disabled_at).toBeNull();
  });

  it('a customer is still disabled by one administrator at once', async () => {
    const a = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    expect((await post(`/admin/users/${c.userId}/disable`, a.auth, { reason: 'Fraud' })).statusCode).toBe(
      200,
    );
  });
});

describe('second-factor reset through the back office', () => {
  it('needs an identity check and a second administrator; then every factor and session goes, audited and mailed', async () => {
    const a = await adminSession(t.app, t.db);
    const b = await adminSession(t.app, t.db);
    const c = await customer(t.app);
    await enrolTotp(t.app, c.auth);
    const url = `/admin/users/${c.userId}/reset-second-factor`;
    expect((await post(url, a.auth, { reason: 'Called back' })).statusCode).toBe(400);
    expect((await post(url, c.auth, { identityChecked: true, reason: 'x' })).statusCode).toBe(403);
    const res = await post(url, a.auth, { identityChecked: true, reason: 'ID seen at the branch' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(messages.backoffice.factorResetPending);
    const totpOn = async () =>
      (
        await t.db
          .selectFrom('users')
          .select(['totp_enabled_at', 'totp_secret'])
          .where('id', '=', c.userId)
          .executeTakeFirstOrThrow()
      ).totp_secret !== null;
    expect(await totpOn()).toBe(true);
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(200);
    const requestId = res.json().request._id as string;
    expect((await approveRequest(requestId, a.auth)).statusCode).toBe(403);
    const done = await approveRequest(requestId, b.auth);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(messages.backoffice.factorResetDone);
    expect(await totpOn()).toBe(false);
    expect((await t.app.inject({ url: '/users/profile', headers: c.auth })).statusCode).toBe(401);
    const mail = await mailTo(t, c.email, { subject: /second factor was reset/ });
    expect(mail.text).toBe(messages.backoffice.factorResetMailText(c.firstName));
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', c.userId)
      .where('action', 'in', ['factor_reset_requested', 'factor_reset'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'factor_reset_requested', actor_id: a._id },
        { action: 'factor_reset', actor_id: b._id },
      ]),
    );
    // Signing in now needs the password only; nothing is left to reset.
    expect((await post(url, a.auth, { identityChecked: true, reason: 'again' })).statusCode).toBe(409);
  });

  it('an administrator cannot ask to reset their own second factor', async () => {
    const a = await adminSession(t.app, t.db);
    const res = await post(`/admin/users/${a._id}/reset-second-factor`, a.auth, {
      identityChecked: true,
      reason: 'Lost my phone',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.backoffice.cannotResetOwnFactor);
  });
});
