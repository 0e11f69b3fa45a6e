import { sql } from 'kysely';
import { auditJson, type AuditEntry } from '../common/audit-entry';
import type { Db } from '../db/connection';

export type { AuditEntry };

/** Appends in the caller's transaction when `db` is one, so the action and its record commit together. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await sql`SELECT audit_append(${auditJson(entry)}::jsonb)`.execute(db);
}

export type AuditFilter = {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
  beforeId?: bigint;
  limit: number;
};

export function listAudit(db: Db, f: AuditFilter) {
  let q = db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_id')
    // The customer or administrator a record is about, for their name (the log itself keeps only the id).
    .leftJoin('users as t', (join) =>
      join.on(sql<boolean>`t.id::text = l.target_id AND l.target_type = 'user'`),
    )
    .select([
      'l.id',
      'l.actor_id',
      'u.email as actor_email',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('actor_name'),
      sql<string | null>`nullif(trim(t.first_name || ' ' || t.last_name), '')`.as('target_name'),
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.amount_cents',
      'l.reason',
      'l.ip',
      'l.created_at',
      'l.hash',
    ]);
  if (f.actor)
    q = q.where((eb) =>
      eb.or([eb('u.email', '=', f.actor!.toLowerCase()), eb(sql`l.actor_id::text`, '=', f.actor!)]),
    );
  if (f.action) q = q.where('l.action', '=', f.action);
  if (f.target) q = q.where('l.target_id', '=', f.target);
  if (f.from) q = q.where('l.created_at', '>=', new Date(`${f.from}T00:00:00Z`));
  if (f.to) q = q.where('l.created_at', '<', new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000));
  if (f.beforeId !== undefined) q = q.where('l.id', '<', f.beforeId);
  return q.orderBy('l.id', 'desc').limit(f.limit).execute();
}

/** Recomputes every record's hash from its fields and its predecessor; answers the first broken record. */
export async function verifyAuditChain(
  db: Db,
): Promise<{ ok: boolean; records: number; brokenAt: string | null }> {
  const result = await sql<{ records: bigint; broken: string | null }>`
    WITH chain AS (
      SELECT id, hash, prev_hash,
        coalesce(lag(hash) OVER (ORDER BY id), 'genesis') AS expected_prev,
        audit_row_hash(prev_hash, actor_id, action, target_type, target_id, amount_cents, reason, ip, created_at) AS recomputed
      FROM audit_log)
    SELECT count(*)::bigint AS records,
      (SELECT min(id)::text FROM chain WHERE prev_hash <> expected_prev OR hash <> recomputed) AS broken
    FROM chain`.execute(db);
  const row = result.rows[0]!;
  return { ok: row.broken === null, records: Number(row.records), brokenAt: row.broken };
}
