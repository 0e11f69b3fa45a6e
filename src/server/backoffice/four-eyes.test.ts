import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify-ledger';
import { borrower, decide as decideLoan, pendingLoan } from '../loans/loans-test-helpers';
import { apply } from '../cards/cards-test-helpers';
import { snapshot } from '../test/security/fingerprint';
import { uploadCheque } from '../test/fixtures';
import { adminSession, balanceCents, credit, PIN, setPin } from '../test/money-helpers';
import { verifyIdentity } from '../test/kyc-helpers';
import { createTestApp, customer, type TestApp } from '../test/test-app';

/**
 * Four eyes where money is created or leaves the bank: one administrator alone can neither split a large
 * credit, nor approve a large loan or cheque, nor settle a large transfer, nor create a second
 * administrator they control. The threshold is lowered to $1,000 so ordinary amounts cross it.
 */

let t: TestApp;
let maker: Awaited<ReturnType<typeof adminSession>>;
let checker: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp({ FOUR_EYES_THRESHOLD: '1000' });
  maker = await adminSession(t.app, t.db);
  checker = await adminSession(t.app, t.db);
});
afterAll(async () => {
  expect(await verifyLedger(t.db)).toEqual([]);
  await t.close();
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const increase = (userId: string, amount: number, auth = maker.auth) =>
  t.app.inject({
    method: 'PUT',
    url: `/users/${userId}/increase-balance`,
    headers: auth,
    payload: { amount },
  });

async function queued(subjectOrUser: string) {
  const rows = (await t.app.inject({ url: '/admin/credits', headers: checker.auth })).json() as {
    _id: string;
    kind: string;
    subjectId: string | null;
    customer: { _id: string };
    requestedBy: { _id: string };
  }[];
  return rows.filter(
    (r) => r.subjectId === subjectOrUser || (r.kind === 'credit' && r.customer._id === subjectOrUser),
  );
}

async function auditActions(targetIds: string[]) {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'target_id'])
    .where('target_id', 'in', targetIds)
    .orderBy('id')
    .execute();
  return rows;
}

describe('credits: the threshold holds over 24 hours, whoever credits', () => {
  it('queues the credit that would take the day over the threshold, even when split or sent in parallel', async () => {
    const c = await customer(t.app);
    expect((await increase(c.userId, 600)).statusCode).toBe(200);
    // A different administrator cannot slip a second part through either.
    const second = await increase(c.userId, 600, checker.auth);
    expect(second.statusCode).toBe(202);
    expect(await balanceCents(t.db, c.userId)).toBe(60_000n);
    // Thirty parallel credits of $100 fit at most four more below the threshold.
    const answers = await Promise.all(Array.from({ length: 30 }, () => increase(c.userId, 100)));
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(4);
    expect(answers.filter((a) => a.statusCode === 202).length).toBe(26);
    expect(await balanceCents(t.db, c.userId)).toBe(100_000n);
    expect((await queued(c.userId)).length).toBe(27);
  });

  it('posts a queued credit only when a different administrator approves it, recording both', async () => {
    const c = await customer(t.app);
    expect((await increase(c.userId, 5000)).statusCode).toBe(202);
    const [request] = await queued(c.userId);
    expect((await post(`/admin/credits/${request!._id}/approve`, maker.auth)).statusCode).toBe(403);
    expect(await balanceCents(t.db, c.userId)).toBe(0n);
    expect((await post(`/admin/credits/${request!._id}/approve`, checker.auth)).statusCode).toBe(200);
    expect(await balanceCents(t.db, c.userId)).toBe(500_000n);
    const audit = await auditActions([c.userId, request!._id]);
    expect(audit.find((a) => a.action === 'credit_requested')?.actor_id).toBe(maker._id);
    expect(audit.find((a) => a.action === 'credit_approved')?.actor_id).toBe(checker._id);
  });
});

describe('loan approvals', () => {
  it('a loan above the threshold waits for a second administrator; nothing is paid before', async () => {
    const c = await borrower(t.app, checker.auth);
    const loanId = await pendingLoan(t.app, c.auth, { amount: 5000 });
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const first = await decideLoan(t.app, maker.auth, loanId, 'approve');
    expect(first.statusCode).toBe(202);
    const loan = await t.db
      .selectFrom('loans')
      .select('status')
      .where('id', '=', loanId)
      .executeTakeFirstOrThrow();
    expect(loan.status).toBe('Pending');
    expect(await balanceCents(t.db, c.userId)).toBe(0n);
    const [request] = await queued(loanId);
    expect(request!.kind).toBe('loan_approval');
    // The maker cannot check their own decision, nor queue it twice.
    expect((await post(`/admin/credits/${request!._id}/approve`, maker.auth)).statusCode).toBe(403);
    expect((await decideLoan(t.app, maker.auth, loanId, 'approve')).statusCode).toBe(409);
    const after = await snapshot(t.ownerDb, t.config.dataDir);
    expect(after.tables.loans).toEqual(before.tables.loans);
    expect(after.tables.postings).toEqual(before.tables.postings);
    expect((await post(`/admin/credits/${request!._id}/approve`, checker.auth)).statusCode).toBe(200);
    expect(await balanceCents(t.db, c.userId)).toBe(500_000n);
    const audit = await auditActions([loanId, request!._id]);
    expect(audit.find((a) => a.action === 'loan_approval_requested')?.actor_id).toBe(maker._id);
    expect(audit.find((a) => a.action === 'loan_approved')?.actor_id).toBe(checker._id);
  });
});

describe('cheque approvals', () => {
  it('a cheque above the threshold waits for a second administrator', async () => {
    const c = await customer(t.app);
    const up = await uploadCheque(t.app, c.auth, '2500');
    expect(up.statusCode).toBe(201);
    const depositId = up.json().deposit._id as string;
    expect((await post(`/admin/deposits/${depositId}/approve`, maker.auth)).statusCode).toBe(202);
    expect(await balanceCents(t.db, c.userId)).toBe(0n);
    const [request] = await queued(depositId);
    expect((await post(`/admin/credits/${request!._id}/approve`, maker.auth)).statusCode).toBe(403);
    expect((await post(`/admin/credits/${request!._id}/approve`, checker.auth)).statusCode).toBe(200);
    expect(await balanceCents(t.db, c.userId)).toBe(250_000n);
  });
});

describe('a waiting approval whose item was decided meanwhile', () => {
  it('is closed as rejected and answers 409; nothing moves', async () => {
    const c = await customer(t.app);
    const up = await uploadCheque(t.app, c.auth, '3000');
    const depositId = up.json().deposit._id as string;
    expect((await post(`/admin/deposits/${depositId}/approve`, maker.auth)).statusCode).toBe(202);
    expect(
      (await post(`/admin/deposits/${depositId}/reject`, maker.auth, { reason: 'Unreadable' })).statusCode,
    ).toBe(200);
    const [request] = await queued(depositId);
    const late = await post(`/admin/credits/${request!._id}/approve`, checker.auth);
    expect(late.statusCode).toBe(409);
    const row = await t.db
      .selectFrom('credit_requests')
      .select('status')
      .where('id', '=', request!._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Rejected');
    expect(await balanceCents(t.db, c.userId)).toBe(0n);
  });
});

describe('settlements of outgoing transfers', () => {
  it('settling a transfer above the threshold waits for a second administrator; a return does not', async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await verifyIdentity(t.app, checker.auth, c);
    await credit(t.app, checker.auth, c.userId, 900);
    expect((await increase(c.userId, 900)).statusCode).toBe(202);
    const [creditRequest] = await queued(c.userId);
    expect((await post(`/admin/credits/${creditRequest!._id}/approve`, checker.auth)).statusCode).toBe(200);
    const out = {
      amount: 1500,
      paymentAccount: 'Checking',
      bankName: 'Other Bank',
      accountNumber: '123456789',
      accountName: 'Zed',
      pincode: PIN,
    };
    const sent = await post('/transfers/local', c.auth, out);
    expect(sent.statusCode).toBe(201);
    const paymentId = sent.json().transaction._id as string;
    expect((await post(`/admin/transfers/${paymentId}/approve`, maker.auth)).statusCode).toBe(202);
    const status = async () =>
      (
        await t.db
          .selectFrom('payments')
          .select('status')
          .where('id', '=', paymentId)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).toBe('Processing');
    const [request] = await queued(paymentId);
    expect((await post(`/admin/credits/${request!._id}/approve`, maker.auth)).statusCode).toBe(403);
    expect((await post(`/admin/credits/${request!._id}/approve`, checker.auth)).statusCode).toBe(200);
    expect(await status()).toBe('Successful');
  });
});

describe('KYC gates approvals', () => {
  it('refuses to approve a loan or a card for a customer whose KYC is not approved, and changes nothing', async () => {
    const c = await customer(t.app);
    await setPin(t.app, c.auth);
    await credit(t.app, checker.auth, c.userId, 200);
    const loanId = await pendingLoan(t.app, c.auth, { amount: 500 });
    expect((await apply(t.app, c.auth)).statusCode).toBe(201);
    const application = await t.db
      .selectFrom('card_applications')
      .select('id')
      .where('user_id', '=', c.userId)
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const loan = await decideLoan(t.app, maker.auth, loanId, 'approve');
    expect(loan.statusCode).toBe(422);
    expect(loan.json().code).toBe('kyc_required');
    const card = await post(`/admin/cards/${application.id}/approve`, maker.auth);
    expect(card.statusCode).toBe(422);
    expect(card.json().code).toBe('kyc_required');
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });
});
