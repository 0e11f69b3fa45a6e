import { centsToDollars } from '../../shared/money';
import type { PageQuery } from '../../shared/schemas/page';
import { decodeCursor, pageOf } from '../common/pagination';
import type { Db } from '../db/connection';
import { listAudit, verifyAuditChain, type AuditFilter } from './audit-repository';

export { verifyAuditChain };

type AuditQuery = PageQuery & Omit<AuditFilter, 'beforeId' | 'limit'>;

/** One page of the audit log, newest first, with the filters of the back-office page. */
export async function auditPage(db: Db, query: AuditQuery) {
  const { cursor, limit, ...filter } = query;
  const rows = await listAudit(db, { ...filter, beforeId: decodeCursor(cursor), limit: limit + 1 });
  const page = pageOf(rows, limit, (r) => BigInt(r.id));
  return {
    records: page.rows.map((r) => ({
      _id: String(r.id),
      actor: { _id: r.actor_id, email: r.actor_email, name: r.actor_name },
      action: r.action,
      targetType: r.target_type,
      target: r.target_id,
      targetName: r.target_name,
      amount: r.amount_cents === null ? null : centsToDollars(r.amount_cents),
      reason: r.reason,
      ip: r.ip,
      createdAt: new Date(r.created_at).toISOString(),
      hash: r.hash,
    })),
    nextCursor: page.nextCursor,
  };
}
