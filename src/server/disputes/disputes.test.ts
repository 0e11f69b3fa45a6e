import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { disputeMessages } from '../../shared/financial-crime-messages';
import { verifyLedger } from '../ledger/verify-ledger';
import {
  accountsOf,
  adminSession,
  balanceCents,
  credit,
  germanBeneficiary,
  kycReviewer,
  PIN,
  rentTo,
  setPin,
} from '../test/money-helpers';
import { customer, useTestApp } from '../test/test-app';
import { verifyIdentity } from '../test/kyc-helpers';
import { fileDispute, runDisputeTimers } from './disputes-service';

/*
 * Disputes on a moved clock (issue 50 part 3, docs/disputes.md). The app's clock is the test's: a dispute
 * is received on the clock's bank day and the job runs as of the clock. Payments themselves carry the real
 * time, which is before every simulated day. Monday 22 November 2027 is the usual day of filing: its
 * business days skip Thanksgiving (25 November), the weekends and, later, King Day 2028.
 */

let clock = new Date('2027-11-22T15:00:00Z');
const t = useTestApp({}, undefined, { now: () => clock });
const at = (iso: string) => {
  clock = new Date(iso);
};
const deps = () => ({ db: t.db, config: t.config, now: () => clock });
const runJob = () => runDisputeTimers(deps());

type Customer = Awaited<ReturnType<typeof customer>> & { checking: { accountNumber: string } };
let admin: Awaited<ReturnType<typeof adminSession>>;

/** A customer with $1,000 and a PIN; `old` backdates their accounts so they are not "new" (Reg E 30 days). */
async function payer(old = true): Promise<Customer> {
  admin ??= await adminSession(t.app, t.db);
  const signedUp = await customer(t.app);
  const c = { ...signedUp, checking: (await accountsOf(t.app, signedUp.auth)).checking };
  await setPin(t.app, c.auth);
  await credit(t.app, admin.auth, c.userId, 1000);
  if (old) {
    await sql`UPDATE ledger_accounts SET created_at = now() - interval '90 days'
      WHERE user_id = ${c.userId}`.execute(t.ownerDb);
  }
  return c;
}

async function payTo(from: Customer, to: Customer, amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/transfers/local',
    headers: from.auth,
    payload: rentTo(to, amount),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().transaction._id as string;
}

const report = (c: Customer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/disputes', headers: c.auth, payload });

const statement = 'I never sent this money to that person.';

async function file(c: Customer, paymentId: string, more: object = {}) {
  const res = await report(c, { paymentId, reason: 'not_authorised', statement, ...more });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; reference: string; [k: string]: unknown };
}

const decide = (id: string, decision: 'in_favour' | 'against', auth = admin.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/disputes/${id}/decision`,
    headers: auth,
    payload: {
      decision,
      note: decision === 'against' ? 'The payee confirmed the order.' : 'Merchant error.',
    },
  });

const disputesOf = async (c: Customer, paymentId: string) => {
  const res = await t.app.inject({ url: `/transactions/${paymentId}/disputes`, headers: c.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    canDispute: boolean;
    disputes: Array<{
      status: string;
      events: Array<{ kind: string; text: string; letterId: string | null }>;
      letters: Array<{ _id: string; kind: string }>;
      [k: string]: unknown;
    }>;
  };
};

async function queueItem(id: string, status = 'open') {
  const res = await t.app.inject({ url: `/admin/disputes?status=${status}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<Record<string, unknown>>).find((d) => d._id === id);
}

async function pdfText(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function letter(c: Customer, paymentId: string, kind: string) {
  const { disputes } = await disputesOf(c, paymentId);
  const l = disputes[0]!.letters.find((x) => x.kind === kind);
  expect(l, kind).toBeDefined();
  const res = await t.app.inject({ url: `/disputes/letters/${l!._id}`, headers: c.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { id: l!._id, text: await pdfText(res.rawPayload) };
}

const auditCount = async (id: string, action: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
      WHERE target_type = 'dispute' AND target_id = ${id} AND action = ${action}`.execute(t.db)
  ).rows[0]!.n;

/** The dispute's own money: its payments by kind (the job's totals count every dispute of the file). */
async function moneyOf(d: { reference: string }) {
  const { rows } = await sql<{ kind: string; n: number }>`SELECT kind, count(*)::int AS n FROM payments
    WHERE kind LIKE 'dispute%' AND details LIKE ${`${d.reference} ·%`} GROUP BY kind`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

const expectBooksBalanced = async () => expect(await verifyLedger(t.db)).toEqual([]);

describe('reporting a problem', () => {
  it('is only for the owner of a completed outgoing transfer, validated strictly, one open dispute a payment', async () => {
    at('2027-11-22T15:00:00Z');
    const alice = await payer();
    const bob = await payer();
    const paymentId = await payTo(alice, bob, 100);
    const rows = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM disputes`.execute(t.db)).rows[0]!.n;
    const before = await rows();

    // Another customer's payment is not found, and the receiver's own line is no outgoing payment.
    expect((await report(bob, { paymentId, reason: 'duplicate', statement })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/transactions/${paymentId}/disputes`, headers: bob.auth })).statusCode,
    ).toBe(404);
    const incoming = await sql<{ id: string }>`SELECT id FROM payments
      WHERE related_payment_id = ${paymentId}`.execute(t.db);
    const theirs = await report(bob, { paymentId: incoming.rows[0]!.id, reason: 'duplicate', statement });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe(disputeMessages.notDisputable);

    // Bad input changes nothing.
    for (const bad of [
      { paymentId, reason: 'not_authorised', statement: 'short' },
      { paymentId, reason: 'because', statement },
      { paymentId, reason: 'wrong_amount', statement },
      { paymentId, reason: 'not_authorised', statement, extra: 1 },
      { paymentId, reason: 'not_authorised', statement: `bad\u0000text ${statement}` },
      { paymentId, reason: 'not_authorised', statement, amount: -5 },
      { paymentId: 'not-a-uuid', reason: 'not_authorised', statement },
    ]) {
      const res = await report(alice, bad);
      expect(res.statusCode, `${JSON.stringify(bad)} ${res.body}`).toBe(400);
    }
    const tooMuch = await report(alice, { paymentId, reason: 'wrong_amount', statement, amount: 130.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(disputeMessages.amountTooLarge);
    expect(await rows()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/disputes', payload: {} })).statusCode).toBe(401);

    const made = await file(alice, paymentId, { reason: 'wrong_amount', amount: '40.50' });
    expect(made).toMatchObject({
      reference: expect.stringMatching(/^D-\d+$/),
      status: 'open',
      amount: 40.5,
      provisionalDueOn: '2027-12-07',
      decisionDueOn: '2028-01-26',
      extendedBecause: null,
    });
    const again = await report(alice, { paymentId, reason: 'duplicate', statement });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(disputeMessages.alreadyOpen);
    // The schema holds the rule too: a second open dispute of the payment cannot be written.
    await expect(
      sql`INSERT INTO disputes (user_id, payment_id, account_id, reason, statement, amount_cents, filed_at,
            filed_on, provisional_due_on, decision_due_on)
          SELECT user_id, payment_id, account_id, reason, statement, amount_cents, filed_at, filed_on,
                 provisional_due_on, decision_due_on FROM disputes WHERE id = ${made._id}`.execute(t.ownerDb),
    ).rejects.toThrow(/disputes_one_open/);

    // The receipt's timeline and the acknowledgement letter.
    const read = await disputesOf(alice, paymentId);
    expect(read.canDispute).toBe(false);
    expect(read.disputes[0]!.events.map((e) => e.kind)).toEqual(['filed']);
    expect(read.disputes[0]!.events[0]!.text).toBe(disputeMessages.events.filed('$40.50'));
    const ack = await letter(alice, paymentId, 'acknowledgement');
    expect(ack.text).toContain(`We received your report ${made.reference}`);
    expect(ack.text).toContain('2027-11-22');
    expect(ack.text).toContain('provisionally while we investigate');
    expect(ack.text).toContain('by 2027-12-07');
    expect(ack.text).toContain('decision by 2028-01-26');
    expect(ack.text).toContain(disputeMessages.reasons.wrong_amount);
    expect(ack.text).toContain('$40.50');
    // The letter is mailed too, as an attachment.
    await vi.waitFor(
      () => {
        const mail = t.mails.find((m) => m.subject === disputeMessages.mailSubject(made.reference));
        expect(mail?.to).toBe(alice.email);
        expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
      },
      { timeout: 10_000 },
    );
    expect(await auditCount(made._id, 'dispute_filed')).toBe(1);

    // Someone else's letter is not found; staff must give a reason, which the customer then reads.
    const url = `/disputes/letters/${ack.id}`;
    expect((await t.app.inject({ url, headers: bob.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: admin.bare })).statusCode).toBe(400);
    const staff = await t.app.inject({ url: `/admin/disputes/${made._id}`, headers: admin.bare });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().code).toBe('staff_read_reason_required');
    const read2 = await t.app.inject({ url: `/admin/disputes/${made._id}`, headers: admin.auth });
    expect(read2.statusCode).toBe(200);
    expect(read2.json()).toMatchObject({
      statement,
      customer: { _id: alice.userId },
      payment: { amount: 100 },
    });
    const seen = await t.app.inject({ url: '/users/staff-access', headers: alice.auth });
    expect(JSON.stringify(seen.json())).toContain('Vault Bank staff viewed your dispute of a payment');
    expect((await t.app.inject({ url: `/admin/disputes/${made._id}`, headers: alice.auth })).statusCode).toBe(
      403,
    );
    expect((await decide(made._id, 'in_favour', alice.auth)).statusCode).toBe(403);
  });
});

describe('the Regulation E timers', () => {
  it('posts the provisional credit on business day 10, not day 9, once however often the job runs', async () => {
    at('2027-11-22T15:00:00Z');
    const alice = await payer();
    const bob = await payer();
    const paymentId = await payTo(alice, bob, 200);
    const d = await file(alice, paymentId); // the whole payment: $200 and its $30 fee
    const start = await balanceCents(t.db, alice.userId);

    at('2027-12-06T23:59:00Z'); // business day 9 (Thanksgiving and two weekends skipped)
    expect((await runJob()).provisional).toBe(0);
    expect(await queueItem(d._id)).toMatchObject({ businessDay: 9, provisionallyCredited: false });
    expect(await balanceCents(t.db, alice.userId)).toBe(start);

    at('2027-12-07T00:30:00Z'); // business day 10
    await Promise.all([runJob(), runJob()]);
    expect((await runJob()).provisional).toBe(0);
    expect(await moneyOf(d)).toEqual({ dispute_credit: 1 });
    expect(await balanceCents(t.db, alice.userId)).toBe(start + 23_000n);
    await expectBooksBalanced();
    expect(await auditCount(d._id, 'dispute_provisional_credit')).toBe(1);
    const view = await disputesOf(alice, paymentId);
    expect(view.disputes[0]!.events.map((e) => e.kind)).toEqual(['filed', 'provisional_credit']);
    const pc = await letter(alice, paymentId, 'provisional_credit');
    expect(pc.text).toContain('We have credited $230.00 to your account provisionally on 2027-12-07');

    // The decision is due on business day 45: not overdue that day, overdue the day after.
    at('2028-01-26T22:00:00Z');
    expect(await queueItem(d._id)).toMatchObject({ overdue: false, provisionallyCredited: true });
    at('2028-01-27T10:00:00Z');
    expect(await queueItem(d._id)).toMatchObject({ overdue: true, decisionDueOn: '2028-01-26' });

    // In the customer's favour: the provisional credit becomes final, nothing more is posted.
    const decided = await decide(d._id, 'in_favour');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().status).toBe('resolved_in_favour');
    expect(await balanceCents(t.db, alice.userId)).toBe(start + 23_000n);
    expect((await decide(d._id, 'against')).statusCode).toBe(409);
    const final = await letter(alice, paymentId, 'decision');
    expect(final.text).toContain('The provisional credit of $230.00 is final');
    expect(final.text).toContain('Our reasons: Merchant error.');
    expect((await runJob()).provisional).toBe(0);
    await expectBooksBalanced();
    // Decided once: the same payment is not disputed again.
    const again = await report(alice, { paymentId, reason: 'duplicate', statement });
    expect(again.json().message).toBe(disputeMessages.alreadyDecided);
  });

  it('gives 90 business days for a new account and for an international transfer', async () => {
    at('2027-11-22T15:00:00Z');
    const fresh = await payer(false);
    const bob = await payer();
    const local = await file(fresh, await payTo(fresh, bob, 10));
    expect(local).toMatchObject({ extendedBecause: 'new_account', decisionDueOn: '2028-03-30' });

    const wirer = await payer();
    const wire = await t.app.inject({
      method: 'POST',
      url: '/transfers/international',
      headers: wirer.auth,
      payload: { amount: 50, paymentAccount: 'Checking', ...germanBeneficiary, pincode: PIN },
    });
    expect(wire.statusCode, wire.body).toBe(201);
    const wireId = wire.json().transaction._id as string;
    // Processing is not completed yet: nothing to dispute until it settles.
    expect((await report(wirer, { paymentId: wireId, reason: 'not_received', statement })).statusCode).toBe(
      409,
    );
    const settled = await t.app.inject({
      method: 'POST',
      url: `/admin/transfers/${wireId}/approve`,
      headers: (await adminSession(t.app, t.db)).auth,
      payload: {},
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const abroad = await file(wirer, wireId, { reason: 'not_received' });
    expect(abroad).toMatchObject({ extendedBecause: 'international', decisionDueOn: '2028-03-30' });
    expect(await queueItem(abroad._id)).toMatchObject({ extendedBecause: 'international', overdue: false });
    at('2028-01-27T10:00:00Z'); // past day 45, before day 90
    expect(await queueItem(abroad._id)).toMatchObject({ overdue: false });
    at('2028-03-31T10:00:00Z');
    expect(await queueItem(abroad._id)).toMatchObject({ overdue: true });
    // The wire's fee is part of what may be disputed: $50 and its fee.
    const fee = await sql<{ fee_cents: bigint }>`SELECT fee_cents FROM payments WHERE id = ${wireId}`.execute(
      t.db,
    );
    expect(abroad.amount).toBe(50 + Number(fee.rows[0]!.fee_cents) / 100);
  });

  it('reverses a provisional credit only after its notice and 5 business days, when the account holds it', async () => {
    at('2027-11-22T15:00:00Z');
    const alice = await payer();
    const bob = await payer();
    const paymentId = await payTo(alice, bob, 300);
    const d = await file(alice, paymentId, { reason: 'not_received' });
    at('2027-12-07T09:00:00Z');
    expect((await runJob()).provisional).toBeGreaterThanOrEqual(1);
    const credited = await balanceCents(t.db, alice.userId);

    at('2027-12-20T16:00:00Z'); // Monday: the decision is also the notice
    const decided = await decide(d._id, 'against');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'reversal_pending', reversalDueOn: '2027-12-27' });
    const notice = await letter(alice, paymentId, 'reversal_notice');
    expect(notice.text).toContain('we found no error');
    expect(notice.text).toContain('will be taken back from your account on 2027-12-27, not before');
    expect(notice.text).toContain('Our reasons: The payee confirmed the order.');
    expect(await queueItem(d._id, 'reversal_pending')).toMatchObject({ reversalDueOn: '2027-12-27' });

    // Friday 24 December is business day 4 of the notice (Christmas is a Saturday): nothing yet.
    at('2027-12-24T23:00:00Z');
    await runJob();
    expect(await balanceCents(t.db, alice.userId)).toBe(credited);
    expect(await moneyOf(d)).toEqual({ dispute_credit: 1 });

    // The customer spent the money meanwhile: the reversal waits, said once on the timeline.
    await payTo(alice, bob, Number(credited - 10_000n) / 100);
    at('2027-12-27T08:00:00Z');
    expect((await runJob()).waiting).toBeGreaterThanOrEqual(1);
    await runJob();
    expect(await moneyOf(d)).toEqual({ dispute_credit: 1 });
    let events = (await disputesOf(alice, paymentId)).disputes[0]!.events.map((e) => e.kind);
    expect(events.filter((k) => k === 'reversal_waiting')).toHaveLength(1);
    await expectBooksBalanced();

    await credit(t.app, admin.auth, alice.userId, 500);
    const before = await balanceCents(t.db, alice.userId);
    await Promise.all([runJob(), runJob()]);
    expect(await balanceCents(t.db, alice.userId)).toBe(before - 33_000n);
    expect((await runJob()).reversed).toBe(0);
    expect(await moneyOf(d)).toEqual({ dispute_credit: 1, dispute_reversal: 1 });
    await expectBooksBalanced();
    const view = (await disputesOf(alice, paymentId)).disputes[0]!;
    expect(view.status).toBe('resolved_against');
    events = view.events.map((e) => e.kind);
    expect(events).toEqual([
      'filed',
      'provisional_credit',
      'decided_against',
      'reversal_notice',
      'reversal_waiting',
      'reversal',
    ]);
    for (const action of [
      'dispute_filed',
      'dispute_provisional_credit',
      'dispute_decided',
      'dispute_reversed',
    ])
      expect(await auditCount(d._id, action), action).toBe(1);
  });

  it('decided before day 10: in favour posts the credit at once, against closes it, and the job leaves both alone', async () => {
    at('2027-11-22T15:00:00Z');
    const alice = await payer();
    const bob = await payer();
    const first = await payTo(alice, bob, 25);
    const second = await payTo(alice, bob, 35);
    const win = await file(alice, first, { reason: 'duplicate' });
    const lose = await file(alice, second);
    const start = await balanceCents(t.db, alice.userId);

    at('2027-11-24T12:00:00Z');
    expect((await decide(win._id, 'in_favour')).json().status).toBe('resolved_in_favour');
    expect(await balanceCents(t.db, alice.userId)).toBe(start + 5_500n);
    expect((await letter(alice, first, 'decision')).text).toContain(
      'We have credited $55.00 to your account; it is yours to keep.',
    );
    expect((await decide(lose._id, 'against')).json()).toMatchObject({
      status: 'resolved_against',
      reversalDueOn: null,
    });
    expect((await letter(alice, second, 'decision')).text).toContain('we found no error');

    at('2027-12-08T12:00:00Z');
    await runJob();
    at('2028-01-10T12:00:00Z');
    await runJob();
    expect(await balanceCents(t.db, alice.userId)).toBe(start + 5_500n);
    expect(await queueItem(win._id, 'resolved')).toMatchObject({ status: 'resolved_in_favour' });
    await expectBooksBalanced();
  });

  it('a credit decided in favour is a release: past the four-eyes rules it waits for a second administrator', async () => {
    at('2027-11-22T15:00:00Z');
    const alice = await payer();
    const bob = await payer();
    await verifyIdentity(t.app, admin.auth, alice); // by the KYC reviewer, who may then release nothing alone
    const d = await file(alice, await payTo(alice, bob, 40));
    const reviewer = await kycReviewer(t.app);
    const start = await balanceCents(t.db, alice.userId);

    const asked = await decide(d._id, 'in_favour', reviewer);
    expect(asked.statusCode, asked.body).toBe(202);
    const requestId = asked.json().request._id as string;
    expect(await moneyOf(d)).toEqual({});
    expect(await queueItem(d._id)).toMatchObject({ status: 'open' });
    expect(await auditCount(d._id, 'dispute_credit_requested')).toBe(1);
    const approve = (auth: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/credits/${requestId}/approve`,
        headers: auth,
        payload: {},
      });
    expect((await approve(reviewer)).statusCode).toBe(403); // the maker
    const approved = await approve(admin.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balanceCents(t.db, alice.userId)).toBe(start + 7_000n);
    expect(await moneyOf(d)).toEqual({ dispute_credit: 1 });
    const view = (await disputesOf(alice, (d.paymentId as string)!)).disputes[0]!;
    expect(view.status).toBe('resolved_in_favour');
    const letterText = await letter(alice, d.paymentId as string, 'decision');
    expect(letterText.text).toContain('We have credited $70.00 to your account');
    expect(letterText.text).toContain(`Our reasons: Merchant error.`);
    await expectBooksBalanced();
  });

  it("counts from the bank's day in BANK_TIME_ZONE: 22:00 in New York on Monday is Monday's report", async () => {
    at('2027-11-23T03:00:00Z'); // Tuesday in UTC, still Monday 22 November in New York
    const alice = await payer();
    const bob = await payer();
    const paymentId = await payTo(alice, bob, 12);
    const zoned = { ...deps(), config: { ...t.config, bankTimeZone: 'America/New_York' } };
    const made = await fileDispute(
      zoned,
      alice.userId,
      { paymentId, reason: 'duplicate', statement, amount: undefined },
      null,
    );
    expect(made).toMatchObject({ provisionalDueOn: '2027-12-07', decisionDueOn: '2028-01-26' });
    const utc = await file(alice, await payTo(alice, bob, 13));
    expect(utc).toMatchObject({ provisionalDueOn: '2027-12-08' });
  });
});
