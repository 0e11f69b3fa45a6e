import { sql } from 'kysely';
import type { AlertRule, CaseOutcome, CaseStatus } from '../../shared/statuses';
import type { Db } from '../db/connection';

/** Days from a case's opening (its first alert) to the SAR decision; the schema checks the same. */
export const SAR_DECISION_DAYS = 30;
const OPEN = sql`('open', 'investigating')`;

export type NewAlert = {
  userId: string;
  rule: AlertRule;
  dedupeKey: string;
  paymentId: string | null;
  lockdownId?: string | null;
  triggeredAt: Date;
  detail: string;
  paymentIds: string[];
};

export async function alertExists(db: Db, rule: AlertRule, dedupeKey: string): Promise<boolean> {
  const { rows } =
    await sql`SELECT FROM monitoring_alerts WHERE rule = ${rule} AND dedupe_key = ${dedupeKey}`.execute(db);
  return rows.length > 0;
}

/** The customer's open case, opened now (`openedAt`) when they have none. */
export async function openCaseOf(
  db: Db,
  userId: string,
  openedAt: Date,
): Promise<{ id: string; isNew: boolean }> {
  const inserted = await sql<{ id: string }>`
    INSERT INTO monitoring_cases (user_id, opened_at, due_at)
    VALUES (${userId}, ${openedAt}, ${openedAt}::timestamptz + make_interval(days => ${SAR_DECISION_DAYS}))
    ON CONFLICT (user_id) WHERE status IN ('open', 'investigating') DO NOTHING
    RETURNING id`.execute(db);
  if (inserted.rows[0]) return { id: inserted.rows[0].id, isNew: true };
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM monitoring_cases WHERE user_id = ${userId} AND status IN ${OPEN}`.execute(db);
  return { id: rows[0]!.id, isNew: false };
}

/** Inserts the alert into the case with the payments it is about; undefined when it was raised before. */
export async function insertAlert(db: Db, caseId: string, a: NewAlert): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO monitoring_alerts (case_id, user_id, rule, dedupe_key, payment_id, lockdown_id, triggered_at, detail)
    VALUES (${caseId}, ${a.userId}, ${a.rule}, ${a.dedupeKey}, ${a.paymentId}, ${a.lockdownId ?? null},
            ${a.triggeredAt}, ${a.detail})
    ON CONFLICT (rule, dedupe_key) DO NOTHING RETURNING id`.execute(db);
  const id = rows[0]?.id;
  if (id && a.paymentIds.length > 0) {
    await sql`INSERT INTO monitoring_alert_payments (alert_id, payment_id)
      SELECT ${id}, unnest(${a.paymentIds}::uuid[]) ON CONFLICT DO NOTHING`.execute(db);
  }
  return id;
}

export type CaseRow = {
  id: string;
  seq: bigint;
  user_id: string;
  status: CaseStatus;
  assigned_to: string | null;
  assigned_email: string | null;
  assigned_name: string | null;
  opened_at: Date;
  due_at: Date;
  closed_at: Date | null;
  closed_by_email: string | null;
  proposed_outcome: CaseOutcome | null;
  proposal_reason: string | null;
  sar_reference: string | null;
  proposed_by: string | null;
  proposed_by_email: string | null;
  proposed_at: Date | null;
  first_name: string;
  last_name: string;
  email: string;
  alert_count: number;
  rules: AlertRule[];
  pending_request_id: string | null;
};

const caseSelect = sql`
  SELECT c.id, c.seq, c.user_id, c.status, c.assigned_to, a.email AS assigned_email,
    a.first_name || ' ' || a.last_name AS assigned_name, c.opened_at, c.due_at, c.closed_at,
    cb.email AS closed_by_email, c.proposed_outcome, c.proposal_reason, c.sar_reference, c.proposed_by,
    pb.email AS proposed_by_email, c.proposed_at, u.first_name, u.last_name, u.email,
    (SELECT count(*)::int FROM monitoring_alerts x WHERE x.case_id = c.id) AS alert_count,
    (SELECT coalesce(array_agg(DISTINCT x.rule), '{}') FROM monitoring_alerts x WHERE x.case_id = c.id) AS rules,
    (SELECT r.id FROM credit_requests r WHERE r.kind = 'case_closure' AND r.subject_id = c.id
       AND r.status = 'Pending') AS pending_request_id
  FROM monitoring_cases c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN users a ON a.id = c.assigned_to
  LEFT JOIN users cb ON cb.id = c.closed_by
  LEFT JOIN users pb ON pb.id = c.proposed_by`;

/** Cases in the given states, oldest first, from after the cursor's position. */
export async function listCases(
  db: Db,
  statuses: readonly CaseStatus[],
  after: bigint | undefined,
  limit: number,
) {
  const { rows } = await sql<CaseRow>`${caseSelect}
    WHERE c.status = ANY(${statuses}::text[]) AND c.seq > ${after ?? 0n}
    ORDER BY c.seq LIMIT ${limit + 1}`.execute(db);
  return rows;
}

export async function findCaseBySeq(db: Db, seq: bigint): Promise<CaseRow | undefined> {
  const { rows } = await sql<CaseRow>`${caseSelect} WHERE c.seq = ${seq}`.execute(db);
  return rows[0];
}

export async function findCaseById(db: Db, id: string): Promise<CaseRow | undefined> {
  const { rows } = await sql<CaseRow>`${caseSelect} WHERE c.id = ${id}`.execute(db);
  return rows[0];
}

/** Locks the case row for a change; answers its state. */
export async function lockCase(db: Db, seq: bigint) {
  const { rows } = await sql<{
    id: string;
    user_id: string;
    status: CaseStatus;
    proposed_at: Date | null;
  }>`SELECT id, user_id, status, proposed_at FROM monitoring_cases WHERE seq = ${seq} FOR UPDATE`.execute(db);
  return rows[0];
}

export async function lockCaseById(db: Db, id: string) {
  const { rows } = await sql<{
    id: string;
    seq: bigint;
    status: CaseStatus;
    proposed_outcome: CaseOutcome | null;
    proposed_by: string | null;
    proposed_at: Date | null;
  }>`SELECT id, seq, status, proposed_outcome, proposed_by, proposed_at FROM monitoring_cases
     WHERE id = ${id} FOR UPDATE`.execute(db);
  return rows[0];
}

export async function assignCase(db: Db, caseId: string, adminId: string): Promise<void> {
  await sql`UPDATE monitoring_cases SET assigned_to = ${adminId},
    status = CASE WHEN status = 'open' THEN 'investigating' ELSE status END
    WHERE id = ${caseId}`.execute(db);
}

export async function insertNote(db: Db, caseId: string, authorId: string, body: string): Promise<void> {
  await sql`INSERT INTO monitoring_case_notes (case_id, author_id, body)
    VALUES (${caseId}, ${authorId}, ${body})`.execute(db);
}

export async function recordProposal(
  db: Db,
  caseId: string,
  p: { outcome: CaseOutcome; reason: string; sarReference: string | null; by: string },
): Promise<void> {
  await sql`UPDATE monitoring_cases SET proposed_outcome = ${p.outcome}, proposal_reason = ${p.reason},
    sar_reference = ${p.sarReference}, proposed_by = ${p.by}, proposed_at = now()
    WHERE id = ${caseId}`.execute(db);
}

export async function closeCase(db: Db, caseId: string, outcome: CaseOutcome, by: string) {
  await sql`UPDATE monitoring_cases
    SET status = ${outcome === 'sar_filed' ? 'closed_sar' : 'closed_no_action'}, closed_by = ${by}, closed_at = now()
    WHERE id = ${caseId}`.execute(db);
}

/** Whether an alert reached the case after `since`. */
export async function alertsAfter(db: Db, caseId: string, since: Date): Promise<boolean> {
  const { rows } = await sql`SELECT FROM monitoring_alerts WHERE case_id = ${caseId} AND created_at > ${since}
    LIMIT 1`.execute(db);
  return rows.length > 0;
}

export async function caseAlerts(db: Db, caseId: string) {
  const { rows } = await sql<{
    id: string;
    rule: AlertRule;
    detail: string;
    triggered_at: Date;
    created_at: Date;
    payment_ids: string[];
  }>`SELECT a.id, a.rule, a.detail, a.triggered_at, a.created_at,
       coalesce((SELECT array_agg(ap.payment_id) FROM monitoring_alert_payments ap WHERE ap.alert_id = a.id), '{}')
         AS payment_ids
     FROM monitoring_alerts a WHERE a.case_id = ${caseId} ORDER BY a.seq`.execute(db);
  return rows;
}

export async function casePayments(db: Db, caseId: string) {
  const { rows } = await sql<{
    id: string;
    reference: string;
    type: string;
    kind: string;
    description: string;
    amount_cents: bigint;
    status: string;
    counterparty: { accountName?: string; bankName?: string; accountNumber?: string };
    created_at: Date;
  }>`SELECT DISTINCT ON (p.seq) p.id, p.reference, p.type, p.kind, p.description, p.amount_cents, p.status,
       p.counterparty, p.created_at
     FROM monitoring_alerts a
     JOIN monitoring_alert_payments ap ON ap.alert_id = a.id
     JOIN payments p ON p.id = ap.payment_id
     WHERE a.case_id = ${caseId} ORDER BY p.seq`.execute(db);
  return rows;
}

export async function caseNotes(db: Db, caseId: string) {
  const { rows } = await sql<{ id: string; body: string; created_at: Date; email: string }>`
    SELECT n.id, n.body, n.created_at, u.email FROM monitoring_case_notes n JOIN users u ON u.id = n.author_id
    WHERE n.case_id = ${caseId} ORDER BY n.seq`.execute(db);
  return rows;
}

/** Enabled administrators, the people a case may be assigned to. */
export async function assignableAdmins(db: Db) {
  const { rows } = await sql<{ id: string; email: string; first_name: string; last_name: string }>`
    SELECT id, email, first_name, last_name FROM users
    WHERE role = 'admin' AND disabled_at IS NULL AND NOT awaiting_approval ORDER BY email LIMIT 200`.execute(
    db,
  );
  return rows;
}

export async function isAssignableAdmin(db: Db, id: string): Promise<boolean> {
  const { rows } = await sql`SELECT FROM users WHERE id = ${id} AND role = 'admin' AND disabled_at IS NULL
    AND NOT awaiting_approval`.execute(db);
  return rows.length > 0;
}

/** Cases open or under investigation, and the alerts in them: the back office's overview. */
export async function openCounts(db: Db): Promise<{ cases: number; alerts: number }> {
  const { rows } = await sql<{ cases: number; alerts: number }>`
    SELECT (SELECT count(*)::int FROM monitoring_cases WHERE status IN ${OPEN}) AS cases,
      (SELECT count(*)::int FROM monitoring_alerts a JOIN monitoring_cases c ON c.id = a.case_id
        WHERE c.status IN ${OPEN}) AS alerts`.execute(db);
  return rows[0]!;
}
