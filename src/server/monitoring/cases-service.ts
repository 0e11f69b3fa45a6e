import { centsToDollars } from '../../shared/money';
import { messages } from '../../shared/messages';
import { monitoringMessages as texts } from '../../shared/financial-crime-messages';
import type { CaseDetail, CaseSummary, CloseBody } from '../../shared/schemas/cases';
import { OPEN_CASE_STATUSES, type CaseStatus } from '../../shared/statuses';
import { appendAudit } from '../audit/audit-repository';
import { queueForSecondAdmin, type Actor, type Queued } from '../backoffice/four-eyes-queue';
import { DomainError, notFound } from '../common/domain-error';
import { decodeCursor, pageBySeq, type Page } from '../common/pagination';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import {
  alertsAfter,
  assignableAdmins,
  assignCase,
  caseAlerts,
  caseNotes,
  casePayments,
  closeCase,
  findCaseById,
  findCaseBySeq,
  insertNote,
  isAssignableAdmin,
  listCases,
  lockCase,
  lockCaseById,
  recordProposal,
  type CaseRow,
} from './cases-repository';

/*
 * Monitoring cases (issue 50 part 2, docs/monitoring.md): one open case per customer takes their alerts;
 * an administrator is assigned and investigates (notes), one proposes the closure (no action, or SAR
 * filed) and a different one approves it through the four-eyes queue. Every step is audited on the case.
 */

export const caseReference = (seq: bigint) => `C-${seq}`;
const seqOf = (reference: string) => BigInt(reference.slice(2));
const isClosed = (s: CaseStatus) => !(OPEN_CASE_STATUSES as readonly string[]).includes(s);

function summary(row: CaseRow, now: Date): CaseSummary {
  return {
    _id: row.id,
    reference: caseReference(row.seq),
    status: row.status,
    customer: { _id: row.user_id, name: `${row.first_name} ${row.last_name}`, email: row.email },
    assignedTo: row.assigned_to
      ? { _id: row.assigned_to, email: row.assigned_email!, name: row.assigned_name! }
      : null,
    alertCount: row.alert_count,
    rules: row.rules,
    openedAt: row.opened_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    overdue: !isClosed(row.status) && now.getTime() > row.due_at.getTime(),
    closedAt: row.closed_at?.toISOString() ?? null,
    closurePending: row.pending_request_id !== null,
  };
}

/** The cases queue: open and investigating cases (or one state), oldest first. */
export async function casesPage(
  db: Db,
  q: { status: 'active' | CaseStatus; cursor?: string; limit: number },
  now: Date,
): Promise<Page<CaseSummary>> {
  const statuses = q.status === 'active' ? OPEN_CASE_STATUSES : [q.status];
  const rows = await listCases(db, statuses, decodeCursor(q.cursor), q.limit);
  return pageBySeq(rows, q.limit, (r) => summary(r, now));
}

/** The owner of a case, for the staff-read record (null: no such case, the route answers 404). */
export async function caseOwner(db: Db, reference: string): Promise<string | null> {
  if (!/^C-\d{1,18}$/.test(reference)) return null;
  return (await findCaseBySeq(db, seqOf(reference)))?.user_id ?? null;
}

/** One case with its alerts, the payments they attach, its notes and its closure. */
export async function caseDetail(db: Db, reference: string, now: Date): Promise<CaseDetail> {
  const row = await findCaseBySeq(db, seqOf(reference));
  if (!row) throw notFound();
  const [alerts, payments, notes] = await Promise.all([
    caseAlerts(db, row.id),
    casePayments(db, row.id),
    caseNotes(db, row.id),
  ]);
  return {
    ...summary(row, now),
    alerts: alerts.map((a) => ({
      _id: a.id,
      rule: a.rule,
      detail: a.detail,
      triggeredAt: a.triggered_at.toISOString(),
      paymentIds: a.payment_ids,
    })),
    payments: payments.map((p) => ({
      _id: p.id,
      reference: p.reference,
      type: p.type,
      description: p.description,
      amount: centsToDollars(p.amount_cents),
      status: p.status,
      counterparty: [p.counterparty.accountName, p.counterparty.bankName].filter(Boolean).join(', '),
      createdAt: p.created_at.toISOString(),
    })),
    notes: notes.map((n) => ({
      _id: n.id,
      body: n.body,
      author: n.email,
      createdAt: n.created_at.toISOString(),
    })),
    closure: closureOf(row),
  };
}

function closureOf(row: CaseRow): CaseDetail['closure'] {
  const shown = row.pending_request_id !== null || isClosed(row.status);
  if (!shown || !row.proposed_outcome || !row.proposed_by || !row.proposed_at) return null;
  return {
    requestId: row.pending_request_id,
    outcome: row.proposed_outcome,
    reason: row.proposal_reason ?? '',
    sarReference: row.sar_reference,
    proposedBy: { _id: row.proposed_by, email: row.proposed_by_email ?? '' },
    proposedAt: row.proposed_at.toISOString(),
    closedBy: row.closed_by_email,
  };
}

/** The case, locked, refused once closed. */
async function openCase(trx: Db, reference: string) {
  const c = await lockCase(trx, seqOf(reference));
  if (!c) throw notFound();
  if (isClosed(c.status)) throw new DomainError('not_allowed_now', texts.alreadyClosed);
  return c;
}

const audit = (trx: Db, actor: Actor, action: string, caseId: string, reason?: string) =>
  appendAudit(trx, {
    actorId: actor.userId,
    action,
    targetType: 'monitoring_case',
    targetId: caseId,
    reason,
    ip: actor.ip,
  });

/** Assigns the case to an administrator; an open case is then under investigation. */
export async function assign(db: Db, actor: Actor, reference: string, adminId: string) {
  return inTransaction(db, async (trx) => {
    const c = await openCase(trx, reference);
    if (!(await isAssignableAdmin(trx, adminId)))
      throw new DomainError('invalid_input', texts.notAnAdministrator);
    await assignCase(trx, c.id, adminId);
    await audit(trx, actor, 'monitoring_case.assigned', c.id, `assigned to ${adminId}`);
    const row = await findCaseById(trx, c.id);
    return { message: texts.assigned(row!.assigned_email!) };
  });
}

export async function addNote(db: Db, actor: Actor, reference: string, body: string) {
  return inTransaction(db, async (trx) => {
    const c = await openCase(trx, reference);
    await insertNote(trx, c.id, actor.userId, body);
    await audit(trx, actor, 'monitoring_case.note', c.id);
    return { message: texts.noteAdded };
  });
}

/** The maker's half of a closure: it is recorded on the case and waits in the four-eyes queue. */
export async function proposeClosure(
  db: Db,
  actor: Actor,
  reference: string,
  body: CloseBody,
): Promise<Queued> {
  return inTransaction(db, async (trx) => {
    const c = await openCase(trx, reference);
    await recordProposal(trx, c.id, {
      outcome: body.outcome,
      reason: body.reason,
      sarReference: body.outcome === 'sar_filed' ? body.sarReference! : null,
      by: actor.userId,
    });
    try {
      const requestId = await queueForSecondAdmin(trx, actor, {
        kind: 'case_closure',
        userId: c.user_id,
        subjectId: c.id,
        reason:
          `${caseReference(seqOf(reference))}: ${texts.outcomeLabels[body.outcome]}. ${body.reason}`.slice(
            0,
            500,
          ),
      });
      return { queued: true, requestId, message: texts.closurePending };
    } catch (err) {
      if (err instanceof DomainError && err.code === 'already_decided')
        throw new DomainError('already_decided', texts.closureWaits);
      throw err;
    }
  });
}

/**
 * The checker's half, run by the four-eyes queue's approval in its transaction: the case closes with the
 * proposed outcome. New alerts since the proposal mean the maker decided on less than the case now holds:
 * the approval is refused (the checker rejects the request, and the maker proposes again).
 */
export async function carryOutCaseClosure(trx: Db, checker: Actor, caseId: string): Promise<void> {
  const c = await lockCaseById(trx, caseId);
  if (!c || isClosed(c.status) || !c.proposed_outcome || !c.proposed_at)
    throw new DomainError('already_decided', messages.backoffice.requestAlreadyDecided);
  if (c.proposed_by === checker.userId)
    throw new DomainError('forbidden', messages.backoffice.cannotApproveOwn);
  if (await alertsAfter(trx, c.id, c.proposed_at))
    throw new DomainError('not_allowed_now', texts.newAlertsSinceProposal);
  await closeCase(trx, c.id, c.proposed_outcome, checker.userId);
  await audit(trx, checker, `monitoring_case.closed_${c.proposed_outcome}`, c.id, `maker ${c.proposed_by}`);
}

export async function assignees(db: Db) {
  const rows = await assignableAdmins(db);
  return rows.map((r) => ({ _id: r.id, email: r.email, name: `${r.first_name} ${r.last_name}` }));
}
