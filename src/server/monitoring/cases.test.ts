import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../shared/messages';
import { monitoringMessages } from '../../shared/financial-crime-messages';
import { STAFF_REASON_KIND_HEADER, STAFF_REASON_TEXT_HEADER } from '../../shared/schemas/staff-reads';
import { verifyAuditChain } from '../audit/audit-repository';
import { newPaymentId, newReference, postAccepted } from '../ledger/post-payment';
import { accountsOf, adminSession } from '../test/money-helpers';
import { customer, useTestApp } from '../test/test-app';
import { raiseAlert, sweepPayments } from './monitoring-service';

/*
 * Monitoring cases through the back office's routes (issue 50 part 2, docs/monitoring.md): the queue, a
 * case read with a staff reason, assignment, notes, the 30-day SAR timer on a moved clock, closing under
 * four eyes, a lockdown opening a case, and the overview's counts.
 */

let clock = new Date('2031-03-01T10:00:00Z');
const t = useTestApp({}, undefined, { now: () => clock });

type Admin = Awaited<ReturnType<typeof adminSession>>;
const reason = (text: string) => ({
  [STAFF_REASON_KIND_HEADER]: 'case',
  [STAFF_REASON_TEXT_HEADER]: encodeURIComponent(text),
});

/** A customer with a case: three payments just under $10,000, swept. */
async function structured() {
  const c = await customer(t.app, { firstName: 'Sam', lastName: 'Structurer' });
  const { checking } = await accountsOf(t.app, c.auth);
  const pay = async (type: 'deposit' | 'withdrawal', cents: bigint, daysAgo: number) => {
    const id = newPaymentId();
    const out = type === 'withdrawal';
    await postAccepted(t.db, {
      userId: c.userId,
      payments: [
        {
          id,
          reference: newReference(),
          userId: c.userId,
          accountId: checking._id,
          type,
          kind: out ? 'local_transfer' : 'bank_credit',
          description: 'Payment',
          amountCents: cents,
          status: out ? 'Processing' : 'Successful',
          counterparty: { bankName: 'Elsewhere', accountNumber: '123456789', accountName: 'Zed' },
        },
      ],
      postings: [
        {
          paymentId: id,
          debit: out ? checking._id : 'bank:funding',
          credit: out ? 'bank:outgoing_clearing' : checking._id,
          amountCents: cents,
          code: 'principal',
        },
      ],
    });
    await sql`UPDATE payments SET created_at = now() - make_interval(days => ${daysAgo}, mins => 30)
      WHERE id = ${id}`.execute(t.db);
    return id;
  };
  await pay('deposit', 10_000_000n, 300);
  const ids = [await pay('withdrawal', 950_000n, 2), await pay('withdrawal', 950_000n, 1)];
  ids.push(await pay('withdrawal', 950_000n, 0));
  await sweepPayments({ db: t.db, rules: t.config.monitoring, timeZone: 'UTC', now: () => clock });
  const { rows } = await sql<{ seq: bigint; id: string }>`SELECT seq, id FROM monitoring_cases
    WHERE user_id = ${c.userId} AND status = 'open'`.execute(t.db);
  return { ...c, reference: `C-${rows[0]!.seq}`, caseId: rows[0]!.id, paymentIds: ids };
}

const get = (url: string, admin: Admin, text = 'C-review') =>
  t.app.inject({ url, headers: { ...admin.bare, ...reason(text) } });
const post = (url: string, admin: Admin, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: admin.auth, payload });

describe('monitoring cases', () => {
  it('lists open cases with their SAR due date 30 days on, and flags them overdue after it', async () => {
    const admin = await adminSession(t.app, t.db);
    clock = new Date('2031-03-01T10:00:00Z');
    const s = await structured();
    const find = async () => {
      const res = await t.app.inject({ url: '/admin/cases?limit=100', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      return (res.json() as { reference: string; dueAt: string; overdue: boolean; rules: string[] }[]).find(
        (c) => c.reference === s.reference,
      )!;
    };
    const listed = await find();
    expect(listed).toMatchObject({ dueAt: '2031-03-31T10:00:00.000Z', overdue: false, status: 'open' });
    expect(listed.rules.sort()).toEqual(['structuring', 'velocity']);
    clock = new Date('2031-03-31T09:59:59Z');
    expect((await find()).overdue).toBe(false);
    clock = new Date('2031-03-31T10:00:01Z');
    expect((await find()).overdue).toBe(true);
    // A customer cannot read the queue; a bad filter changes nothing and is refused.
    expect((await t.app.inject({ url: '/admin/cases', headers: s.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/cases?status=shut', headers: admin.auth })).statusCode).toBe(
      400,
    );
  });

  it('reads a case only with a staff reason, audits the read, and never shows it to the customer', async () => {
    const admin = await adminSession(t.app, t.db);
    const s = await structured();
    const bare = await t.app.inject({ url: `/admin/cases/${s.reference}`, headers: admin.bare });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(errorMessages.staff_read_reason_required);
    const res = await get(`/admin/cases/${s.reference}`, admin, s.reference);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customer._id).toBe(s.userId);
    expect(body.alerts.map((a: { rule: string }) => a.rule).sort()).toEqual([
      'structuring',
      'velocity',
      'velocity',
      'velocity',
    ]);
    expect(body.payments.map((p: { _id: string }) => p._id).sort()).toEqual([...s.paymentIds].sort());
    const audit = await sql<{ reason: string }>`SELECT reason FROM audit_log
      WHERE action = 'staff_read.monitoring_case' AND target_id = ${s.userId}`.execute(t.db);
    expect(audit.rows.map((r) => r.reason)).toEqual([`Case ${s.reference}`]);
    const seen = (await t.app.inject({ url: '/users/staff-access', headers: s.auth })).json();
    expect(seen).toEqual([]);
    expect((await get('/admin/cases/C-999999999', admin)).statusCode).toBe(404);
    expect((await get('/admin/cases/42', admin)).statusCode).toBe(400);
  });

  it('assigns a case (then under investigation) and keeps notes; refuses a customer as assignee', async () => {
    const admin = await adminSession(t.app, t.db);
    const other = await adminSession(t.app, t.db);
    const s = await structured();
    const people = (await t.app.inject({ url: '/admin/cases/assignees', headers: admin.auth })).json();
    expect(people.map((p: { _id: string }) => p._id)).toContain(other._id);
    const wrong = await post(`/admin/cases/${s.reference}/assign`, admin, { adminId: s.userId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(monitoringMessages.notAnAdministrator);
    const assigned = await post(`/admin/cases/${s.reference}/assign`, admin, { adminId: other._id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().message).toBe(monitoringMessages.assigned(other.email));
    const empty = await post(`/admin/cases/${s.reference}/notes`, admin, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    const noted = await post(`/admin/cases/${s.reference}/notes`, other, { body: 'Called the customer.' });
    expect(noted.statusCode).toBe(201);
    const body = (await get(`/admin/cases/${s.reference}`, admin)).json();
    expect(body.status).toBe('investigating');
    expect(body.assignedTo).toMatchObject({ _id: other._id, email: other.email });
    expect(body.notes).toMatchObject([{ body: 'Called the customer.', author: other.email }]);
  });

  it('closes only when a second administrator approves the proposal; the maker is refused', async () => {
    const maker = await adminSession(t.app, t.db);
    const checker = await adminSession(t.app, t.db);
    const s = await structured();
    const noRef = await post(`/admin/cases/${s.reference}/close`, maker, {
      outcome: 'sar_filed',
      reason: 'x',
    });
    expect(noRef.statusCode).toBe(400);
    const proposed = await post(`/admin/cases/${s.reference}/close`, maker, {
      outcome: 'sar_filed',
      reason: 'Structuring confirmed',
      sarReference: 'BSA-2031-0001',
    });
    expect(proposed.statusCode).toBe(202);
    const requestId = proposed.json().request._id as string;
    const twice = await post(`/admin/cases/${s.reference}/close`, maker, {
      outcome: 'no_action',
      reason: 'y',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(monitoringMessages.closureWaits);
    const waiting = (await get(`/admin/cases/${s.reference}`, maker)).json();
    expect(waiting).toMatchObject({ status: 'open', closurePending: true });
    expect(waiting.closure).toMatchObject({
      requestId,
      outcome: 'sar_filed',
      proposedBy: { _id: maker._id },
    });
    const own = await post(`/admin/credits/${requestId}/approve`, maker, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(monitoringMessages.ownProposal);
    expect((await get(`/admin/cases/${s.reference}`, maker)).json().status).toBe('open');
    const approved = await post(`/admin/credits/${requestId}/approve`, checker, {});
    expect(approved.statusCode).toBe(200);
    const closed = (await get(`/admin/cases/${s.reference}`, checker)).json();
    expect(closed).toMatchObject({ status: 'closed_sar', closurePending: false, overdue: false });
    expect(closed.closure).toMatchObject({
      outcome: 'sar_filed',
      sarReference: 'BSA-2031-0001',
      closedBy: checker.email,
    });
    // Closed: nothing more is added, and the schema itself refuses the maker as the closer.
    expect((await post(`/admin/cases/${s.reference}/notes`, maker, { body: 'late' })).statusCode).toBe(409);
    await expect(
      sql`UPDATE monitoring_cases SET closed_by = proposed_by WHERE id = ${s.caseId}`.execute(t.db),
    ).rejects.toThrow(/monitoring_cases_four_eyes/);
    // The customer's next alert opens a new case.
    await t.db.transaction().execute((trx) =>
      raiseAlert(
        trx,
        {
          userId: s.userId,
          rule: 'dormant',
          dedupeKey: s.paymentIds[0]!,
          paymentId: s.paymentIds[0]!,
          triggeredAt: new Date(),
          detail: 'test',
          paymentIds: [],
        },
        clock,
      ),
    );
    const cases = await sql<{
      status: string;
    }>`SELECT status FROM monitoring_cases WHERE user_id = ${s.userId}
      ORDER BY seq`.execute(t.db);
    expect(cases.rows.map((r) => r.status)).toEqual(['closed_sar', 'open']);
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });

  it('refuses the approval when new alerts reached the case after the proposal', async () => {
    const maker = await adminSession(t.app, t.db);
    const checker = await adminSession(t.app, t.db);
    const s = await structured();
    const proposed = await post(`/admin/cases/${s.reference}/close`, maker, {
      outcome: 'no_action',
      reason: 'Payroll',
    });
    expect(proposed.statusCode).toBe(202);
    await t.db.transaction().execute((trx) =>
      raiseAlert(
        trx,
        {
          userId: s.userId,
          rule: 'new_payee',
          dedupeKey: s.paymentIds[1]!,
          paymentId: s.paymentIds[1]!,
          triggeredAt: new Date(),
          detail: 'test',
          paymentIds: [s.paymentIds[1]!],
        },
        clock,
      ),
    );
    const refused = await post(`/admin/credits/${proposed.json().request._id}/approve`, checker, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(monitoringMessages.newAlertsSinceProposal);
    expect((await get(`/admin/cases/${s.reference}`, maker)).json().status).toBe('open');
  });

  it('a lockdown opens a case, and the overview counts open cases and their alerts', async () => {
    const admin = await adminSession(t.app, t.db);
    const overview = async () =>
      (await t.app.inject({ url: '/admin/overview', headers: admin.auth })).json().queues as Record<
        string,
        number
      >;
    const before = await overview();
    expect(before).not.toHaveProperty('lockdowns');
    const c = await customer(t.app, { firstName: 'Lou', lastName: 'Locked' });
    const res = await t.app.inject({ method: 'POST', url: '/users/security/lockdown', headers: c.auth });
    expect(res.statusCode).toBe(200);
    const after = await overview();
    expect(after.cases).toBe(before.cases! + 1);
    expect(after.alerts).toBe(before.alerts! + 1);
    const s = await structured();
    const third = await overview();
    expect(third.cases).toBe(after.cases! + 1);
    expect(third.alerts).toBe(after.alerts! + 4);
    const { rows } = await sql<{
      seq: bigint;
    }>`SELECT seq FROM monitoring_cases WHERE user_id = ${c.userId}`.execute(t.db);
    const lockCase = (await get(`/admin/cases/C-${rows[0]!.seq}`, admin)).json();
    expect(lockCase.alerts).toMatchObject([
      { rule: 'lockdown', detail: monitoringMessages.lockdown, paymentIds: [] },
    ]);
    expect(s.reference).toMatch(/^C-\d+$/);
  });
});
