import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  DisputeDecision,
  DisputeEventKind,
  DisputeLetterKind,
  DisputeReason,
  DisputeStatus,
} from '../../shared/schemas/disputes';
import type { Db } from '../db/connection';

/** The SQL of disputes (migration 097): the disputes, their timeline events and their letters. */

export type DisputeRow = {
  id: string;
  number: bigint;
  user_id: string;
  payment_id: string;
  account_id: string;
  reason: DisputeReason;
  statement: string;
  amount_cents: bigint;
  extended_because: 'new_account' | 'international' | null;
  status: DisputeStatus;
  filed_at: Date;
  filed_on: string;
  provisional_due_on: string;
  decision_due_on: string;
  provisional_payment_id: string | null;
  decision: DisputeDecision | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  credit_payment_id: string | null;
  notice_at: Date | null;
  reversal_due_on: string | null;
  reversal_payment_id: string | null;
  // The payment and the customer, joined.
  payment_reference: string;
  payment_kind: string;
  payment_description: string;
  payment_amount_cents: bigint;
  payment_fee_cents: bigint;
  payment_created_at: Date;
  payment_counterparty: Record<string, string>;
  first_name: string;
  last_name: string;
  email: string;
};

// Dates as text, so a day stays the bank's day whatever the session's time zone.
const SELECT = sql`
  SELECT d.id, d.number, d.user_id, d.payment_id, d.account_id, d.reason, d.statement, d.amount_cents,
         d.extended_because, d.status, d.filed_at, d.filed_on::text AS filed_on,
         d.provisional_due_on::text AS provisional_due_on, d.decision_due_on::text AS decision_due_on,
         d.provisional_payment_id, d.decision, d.decided_by,
         (SELECT a.first_name || ' ' || a.last_name FROM users a WHERE a.id = d.decided_by) AS decided_by_name,
         d.decided_at, d.decision_note, d.credit_payment_id, d.notice_at,
         d.reversal_due_on::text AS reversal_due_on, d.reversal_payment_id,
         p.reference AS payment_reference, p.kind AS payment_kind, p.description AS payment_description,
         p.amount_cents AS payment_amount_cents, p.fee_cents AS payment_fee_cents,
         p.created_at AS payment_created_at, p.counterparty AS payment_counterparty,
         u.first_name, u.last_name, u.email
    FROM disputes d JOIN payments p ON p.id = d.payment_id JOIN users u ON u.id = d.user_id`;

/** One dispute; `forUpdate` locks its row for the rest of the transaction (every step takes it). */
export async function findDispute(db: Db, id: string, forUpdate = false): Promise<DisputeRow | undefined> {
  const lock = forUpdate ? sql`FOR UPDATE OF d` : sql``;
  const { rows } = await sql<DisputeRow>`${SELECT} WHERE d.id = ${id} ${lock}`.execute(db);
  return rows[0];
}

export async function disputesOfPayment(db: Db, paymentId: string): Promise<DisputeRow[]> {
  const { rows } = await sql<DisputeRow>`${SELECT} WHERE d.payment_id = ${paymentId}
    ORDER BY d.number DESC`.execute(db);
  return rows;
}

/** The queue: open (decision waiting), reversals waiting, or resolved; the oldest first, by number. */
export async function disputeQueue(
  db: Db,
  statuses: readonly DisputeStatus[],
  after: bigint | undefined,
  limit: number,
): Promise<DisputeRow[]> {
  const { rows } = await sql<DisputeRow>`${SELECT}
    WHERE d.status = ANY (${statuses as DisputeStatus[]}::text[]) AND d.number > ${after ?? 0n}
    ORDER BY d.number LIMIT ${limit + 1}`.execute(db);
  return rows;
}

export type DisputablePayment = {
  id: string;
  user_id: string;
  account_id: string;
  type: string;
  kind: string;
  status: string;
  amount_cents: bigint;
  fee_cents: bigint;
  created_at: Date;
  account_opened_at: Date;
  to_own_account: boolean;
};

/**
 * The caller's payment, locked (unless `lock` is false) so that two reports of it file one after the other;
 * undefined for another's.
 */
export async function lockOwnPayment(
  db: Db,
  userId: string,
  paymentId: string,
  lock = true,
): Promise<DisputablePayment | undefined> {
  const { rows } = await sql<DisputablePayment>`
    SELECT p.id, p.user_id, p.account_id, p.type, p.kind, p.status, p.amount_cents, p.fee_cents, p.created_at,
           a.created_at AS account_opened_at,
           EXISTS (SELECT 1 FROM payments r WHERE r.related_payment_id = p.id AND r.user_id = p.user_id)
             AS to_own_account
      FROM payments p JOIN ledger_accounts a ON a.id = p.account_id
     WHERE p.id = ${paymentId} AND p.user_id = ${userId}
     ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
  return rows[0];
}

export type NewDispute = {
  userId: string;
  paymentId: string;
  accountId: string;
  reason: DisputeReason;
  statement: string;
  amountCents: bigint;
  extendedBecause: 'new_account' | 'international' | null;
  filedAt: Date;
  filedOn: string;
  provisionalDueOn: string;
  decisionDueOn: string;
};

/** Inserts a dispute; null when the payment already has an open one (the unique index decides). */
export async function insertDispute(db: Db, d: NewDispute): Promise<{ id: string; number: bigint } | null> {
  const { rows } = await sql<{ id: string; number: bigint }>`
    INSERT INTO disputes (user_id, payment_id, account_id, reason, statement, amount_cents, extended_because,
                          filed_at, filed_on, provisional_due_on, decision_due_on)
    VALUES (${d.userId}, ${d.paymentId}, ${d.accountId}, ${d.reason}, ${d.statement}, ${d.amountCents},
            ${d.extendedBecause}, ${d.filedAt}, ${d.filedOn}, ${d.provisionalDueOn}, ${d.decisionDueOn})
    ON CONFLICT (payment_id) WHERE status IN ('open', 'reversal_pending') DO NOTHING
    RETURNING id, number`.execute(db);
  return rows[0] ?? null;
}

/** The columns a step changes, by name; only the given ones are written. */
export type DisputeChange = Partial<{
  status: DisputeStatus;
  provisional_payment_id: string;
  decision: DisputeDecision;
  decided_by: string;
  decided_at: Date;
  decision_note: string;
  credit_payment_id: string;
  notice_at: Date;
  reversal_due_on: string;
  reversal_payment_id: string;
}>;

export async function updateDispute(db: Db, id: string, change: DisputeChange): Promise<void> {
  const sets = Object.entries(change).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`UPDATE disputes SET ${sql.join(sets)} WHERE id = ${id}`.execute(db);
}

export type NewEvent = {
  disputeId: string;
  kind: DisputeEventKind;
  at: Date;
  actorId?: string | null;
  paymentId?: string | null;
  letterId?: string | null;
  amountCents?: bigint | null;
};

export async function insertEvent(db: Db, e: NewEvent): Promise<void> {
  await sql`INSERT INTO dispute_events (dispute_id, kind, at, actor_id, payment_id, letter_id, amount_cents)
    VALUES (${e.disputeId}, ${e.kind}, ${e.at}, ${e.actorId ?? null}, ${e.paymentId ?? null},
            ${e.letterId ?? null}, ${e.amountCents ?? null})`.execute(db);
}

export type EventRow = {
  dispute_id: string;
  kind: DisputeEventKind;
  at: Date;
  letter_id: string | null;
  amount_cents: bigint | null;
};

export async function eventsOf(db: Db, disputeIds: string[]): Promise<EventRow[]> {
  if (disputeIds.length === 0) return [];
  const { rows } = await sql<EventRow>`
    SELECT dispute_id, kind, at, letter_id, amount_cents FROM dispute_events
     WHERE dispute_id = ANY (${disputeIds}::uuid[]) ORDER BY id`.execute(db);
  return rows;
}

export async function hasEvent(db: Db, disputeId: string, kind: DisputeEventKind): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM dispute_events WHERE dispute_id = ${disputeId} AND kind = ${kind}
    LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** Stores a letter's PDF and its row, in the step's transaction; answers the letter's id. */
export async function insertLetter(
  db: Db,
  disputeId: string,
  kind: DisputeLetterKind,
  pdf: Buffer,
  at: Date,
): Promise<string> {
  const fileId = randomUUID();
  await sql`INSERT INTO stored_files (id, mime, body) VALUES (${fileId}, 'application/pdf', ${pdf})`.execute(
    db,
  );
  const { rows } = await sql<{ id: string }>`
    INSERT INTO dispute_letters (dispute_id, kind, file_id, created_at)
    VALUES (${disputeId}, ${kind}, ${fileId}, ${at}) RETURNING id`.execute(db);
  return rows[0]!.id;
}

export type LetterRow = { id: string; dispute_id: string; kind: DisputeLetterKind; created_at: Date };

export async function lettersOf(db: Db, disputeIds: string[]): Promise<LetterRow[]> {
  if (disputeIds.length === 0) return [];
  const { rows } = await sql<LetterRow>`
    SELECT id, dispute_id, kind, created_at FROM dispute_letters
     WHERE dispute_id = ANY (${disputeIds}::uuid[]) ORDER BY created_at, id`.execute(db);
  return rows;
}

/** A letter's PDF with its dispute's owner and number; undefined when there is no such letter. */
export async function letterFile(db: Db, letterId: string) {
  const { rows } = await sql<{ user_id: string; number: bigint; kind: DisputeLetterKind; body: Buffer }>`
    SELECT d.user_id, d.number, l.kind, f.body FROM dispute_letters l
      JOIN disputes d ON d.id = l.dispute_id JOIN stored_files f ON f.id = l.file_id
     WHERE l.id = ${letterId}`.execute(db);
  return rows[0];
}

/** The disputes whose provisional credit is due on or before `today` and not posted, oldest first. */
export async function provisionalCreditsDue(db: Db, today: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM disputes WHERE status = 'open' AND provisional_payment_id IS NULL
       AND provisional_due_on <= ${today}::date ORDER BY number`.execute(db);
  return rows.map((r) => r.id);
}

/** The disputes whose reversal's notice period has run out by `today`, oldest first. */
export async function reversalsDue(db: Db, today: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM disputes WHERE status = 'reversal_pending' AND reversal_due_on <= ${today}::date
     ORDER BY number`.execute(db);
  return rows.map((r) => r.id);
}

/** The owner of a dispute, for the staff-read guard; null for no such dispute. */
export async function disputeOwner(db: Db, id: string): Promise<string | null> {
  const { rows } = await sql<{ user_id: string }>`SELECT user_id FROM disputes WHERE id = ${id}`.execute(db);
  return rows[0]?.user_id ?? null;
}

/** A letter's dispute's owner, for the staff-read guard. */
export async function letterOwner(db: Db, letterId: string): Promise<string | null> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT d.user_id FROM dispute_letters l JOIN disputes d ON d.id = l.dispute_id
     WHERE l.id = ${letterId}`.execute(db);
  return rows[0]?.user_id ?? null;
}
