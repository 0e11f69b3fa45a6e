import { sql } from 'kysely';
import type { SanctionsHitStatus, SanctionsSubjectType } from '../../shared/schemas/sanctions';
import type { Db } from '../db/connection';
import type { ParsedList } from './sanctions-list-parse';
import { normalizeName } from './name-score';

/** The SQL of sanctions screening (migration 091): list versions, their names, hits and screenings. */

export type ActiveList = { id: string; version: string };

/** The active version: the newest publication, the later upload of two published the same day. */
export async function activeList(db: Db): Promise<ActiveList | undefined> {
  return db
    .selectFrom('sanctions_lists')
    .select(['id', 'version'])
    .orderBy('published_on', 'desc')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function versionExists(db: Db, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('sanctions_lists')
    .select('id')
    .where('version', '=', version)
    .executeTakeFirst();
  return Boolean(row);
}

/** Stores a version with its entries and names (array parameters: three statements, whatever the size). */
export async function insertList(
  trx: Db,
  l: {
    version: string;
    publishedOn: string;
    uploadedBy: string;
    sdnSha256: string;
    altSha256: string;
    list: ParsedList;
  },
): Promise<string> {
  const { id } = await trx
    .insertInto('sanctions_lists')
    .values({
      version: l.version,
      published_on: l.publishedOn,
      uploaded_by: l.uploadedBy,
      entry_count: l.list.entries.length,
      alias_count: l.list.aliases.length,
      sdn_sha256: l.sdnSha256,
      alt_sha256: l.altSha256,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const e = l.list.entries;
  await sql`
    INSERT INTO sanctions_entries (list_id, ent_num, name, sdn_type, program, title, remarks)
    SELECT ${id}, * FROM unnest(${e.map((x) => x.entNum)}::int[], ${e.map((x) => x.name)}::text[],
      ${e.map((x) => x.sdnType)}::text[], ${e.map((x) => x.program)}::text[],
      ${e.map((x) => x.title)}::text[], ${e.map((x) => x.remarks)}::text[])`.execute(trx);
  const names = [
    ...e.map((x) => ({ entNum: x.entNum, altNum: null, altType: null, name: x.name })),
    ...l.list.aliases,
  ];
  await sql`
    INSERT INTO sanctions_names (list_id, ent_num, alt_num, alt_type, name, normalized)
    SELECT ${id}, * FROM unnest(${names.map((x) => x.entNum)}::int[], ${names.map((x) => x.altNum)}::int[],
      ${names.map((x) => x.altType)}::text[], ${names.map((x) => x.name)}::text[],
      ${names.map((x) => normalizeName(x.name))}::text[])`.execute(trx);
  return id;
}

export function listVersions(db: Db) {
  return db
    .selectFrom('sanctions_lists as l')
    .innerJoin('users as u', 'u.id', 'l.uploaded_by')
    .select([
      'l.id',
      'l.version',
      sql<string>`to_char(l.published_on, 'YYYY-MM-DD')`.as('published_on'),
      'l.uploaded_at',
      'u.email as uploaded_by',
      'l.entry_count',
      'l.alias_count',
    ])
    .orderBy('l.published_on', 'desc')
    .orderBy('l.seq', 'desc')
    .limit(100)
    .execute();
}

/** Every name of a version, with its entry's name and type. */
export function namesOf(db: Db, listId: string) {
  return db
    .selectFrom('sanctions_names as n')
    .innerJoin('sanctions_entries as e', (j) =>
      j.onRef('e.list_id', '=', 'n.list_id').onRef('e.ent_num', '=', 'n.ent_num'),
    )
    .select(['n.ent_num', 'n.name', 'e.name as entry_name', 'e.sdn_type'])
    .where('n.list_id', '=', listId)
    .execute();
}

export async function wasScreened(db: Db, type: SanctionsSubjectType, subjectId: string, listId: string) {
  const row = await db
    .selectFrom('sanctions_screenings')
    .select('hit_id')
    .where('subject_type', '=', type)
    .where('subject_id', '=', subjectId)
    .where('list_id', '=', listId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function recordScreening(
  db: Db,
  type: SanctionsSubjectType,
  subjectId: string,
  listId: string,
  hitId: string | null,
) {
  await sql`
    INSERT INTO sanctions_screenings (subject_type, subject_id, list_id, hit_id)
    VALUES (${type}, ${subjectId}, ${listId}, ${hitId})
    ON CONFLICT (subject_type, subject_id, list_id) DO UPDATE SET hit_id = coalesce(EXCLUDED.hit_id,
      sanctions_screenings.hit_id), screened_at = now()`.execute(db);
}

/** The list entries this customer's hits were released for: they never hold this customer again. */
export async function falsePositivesOf(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('sanctions_false_positives')
    .select('ent_num')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.ent_num));
}

export type NewHit = {
  subjectType: SanctionsSubjectType;
  subjectId: string;
  userId: string;
  listId: string;
  screenedName: string;
  entNum: number;
  matchedName: string;
  score: number;
  matches: Array<{ entNum: number; name: string; score: number }>;
};

/** Inserts an open hit; answers undefined when the subject already has one (one open hit a subject). */
export async function insertHit(db: Db, h: NewHit): Promise<string | undefined> {
  const result = await sql<{ id: string }>`
    INSERT INTO sanctions_hits (subject_type, subject_id, user_id, list_id, screened_name, ent_num,
      matched_name, score, matches)
    VALUES (${h.subjectType}, ${h.subjectId}, ${h.userId}, ${h.listId}, ${h.screenedName}, ${h.entNum},
      ${h.matchedName}, ${h.score.toFixed(4)}, ${JSON.stringify(h.matches)}::jsonb)
    ON CONFLICT (subject_type, subject_id) WHERE status = 'open' DO NOTHING
    RETURNING id`.execute(db);
  return result.rows[0]?.id;
}

export function hitsOfSubject(db: Db, type: SanctionsSubjectType, subjectId: string) {
  return db
    .selectFrom('sanctions_hits')
    .select(['id', 'status', 'ent_num'])
    .where('subject_type', '=', type)
    .where('subject_id', '=', subjectId)
    .orderBy('seq', 'desc')
    .execute();
}

/** The customer's own hit that is open or blocked, if any: their wires are held while it is. */
export function customerHitOf(db: Db, userId: string) {
  return db
    .selectFrom('sanctions_hits')
    .select(['id', 'status', 'list_id', 'ent_num', 'matched_name', 'score', 'matches'])
    .where('user_id', '=', userId)
    .where('subject_type', '=', 'customer')
    .where('status', 'in', ['open', 'blocked'])
    .orderBy('seq', 'desc')
    .executeTakeFirst();
}

export async function hasOpenHit(db: Db, type: SanctionsSubjectType, subjectId: string) {
  const row = await db
    .selectFrom('sanctions_hits')
    .select('id')
    .where('subject_type', '=', type)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Boolean(row);
}

export function lockHit(db: Db, id: string) {
  return db.selectFrom('sanctions_hits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markDecided(
  db: Db,
  id: string,
  d: { status: 'released' | 'blocked'; proposedBy: string; decidedBy: string; reason: string | null },
) {
  await db
    .updateTable('sanctions_hits')
    .set({
      status: d.status,
      proposed_by: d.proposedBy,
      decided_by: d.decidedBy,
      decided_at: new Date(),
      decision_reason: d.reason,
    })
    .where('id', '=', id)
    .execute();
}

export async function rememberFalsePositives(db: Db, userId: string, entNums: number[], hitId: string) {
  if (entNums.length === 0) return;
  await sql`
    INSERT INTO sanctions_false_positives (user_id, ent_num, hit_id)
    SELECT ${userId}, unnest(${entNums}::int[]), ${hitId}
    ON CONFLICT (user_id, ent_num) DO NOTHING`.execute(db);
}

export async function setPayeeHold(db: Db, payeeId: string, hold: boolean) {
  await db.updateTable('payees').set({ sanctions_hold: hold }).where('id', '=', payeeId).execute();
}

/** Wires in flight that no screening has seen against this version, oldest first (the status index). */
export async function unscreenedWires(db: Db, listId: string, limit: number): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT p.id FROM payments p
    WHERE p.status = 'Processing' AND p.kind = 'wire_transfer'
      AND NOT EXISTS (SELECT 1 FROM sanctions_screenings s
        WHERE s.subject_type = 'payment' AND s.subject_id = p.id AND s.list_id = ${listId})
    ORDER BY p.seq LIMIT ${limit}`.execute(db);
  return result.rows.map((r) => r.id);
}

export function wireOf(db: Db, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'account_id', 'amount_cents', 'fee_cents', 'status', 'kind', 'counterparty'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** Payees (not removed) and customers after a key, in id order: the re-screening's pages. */
export function payeesAfter(db: Db, after: string | null, limit: number) {
  let q = db
    .selectFrom('payees')
    .select(['id', 'user_id', 'name'])
    .where('removed_at', 'is', null)
    .orderBy('id')
    .limit(limit);
  if (after) q = q.where('id', '>', after);
  return q.execute();
}

export function customersAfter(db: Db, after: string | null, limit: number) {
  let q = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('role', '=', 'customer')
    .orderBy('id')
    .limit(limit);
  if (after) q = q.where('id', '>', after);
  return q.execute();
}

export function customerName(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role', 'disabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The review queue in one status, oldest first, with the customer, the entry and any waiting proposal. */
export function hitsQueue(db: Db, status: SanctionsHitStatus, limit: number) {
  return db
    .selectFrom('sanctions_hits as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .innerJoin('sanctions_lists as l', 'l.id', 'h.list_id')
    .leftJoin('sanctions_entries as e', (j) =>
      j.onRef('e.list_id', '=', 'h.list_id').onRef('e.ent_num', '=', 'h.ent_num'),
    )
    .leftJoin('payments as p', (j) =>
      j.onRef('p.id', '=', 'h.subject_id').on('h.subject_type', '=', 'payment'),
    )
    .leftJoin('users as d', 'd.id', 'h.decided_by')
    .select([
      'h.id',
      'h.status',
      'h.subject_type',
      'h.subject_id',
      'h.screened_name',
      'h.ent_num',
      'h.matched_name',
      'h.score',
      'h.matches',
      'h.created_at',
      'h.decided_at',
      'h.decision_reason',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'l.version',
      'e.name as entry_name',
      'e.program',
      'p.reference',
      'p.amount_cents',
      'p.status as payment_status',
      'd.email as decided_by_email',
      sql<string | null>`(SELECT c.kind || ' ' || r.email FROM credit_requests c
        JOIN users r ON r.id = c.requested_by
        WHERE c.subject_id = h.id AND c.status = 'Pending'
          AND c.kind IN ('sanctions_release', 'sanctions_block') LIMIT 1)`.as('proposal'),
    ])
    .where('h.status', '=', status)
    .orderBy('h.seq')
    .limit(limit)
    .execute();
}
