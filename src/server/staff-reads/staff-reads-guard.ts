import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import {
  STAFF_REASON_KIND_HEADER,
  STAFF_REASON_TEXT_HEADER,
  staffReason,
  type StaffReadKind,
  type StaffReason,
} from '../../shared/schemas/staff-reads';
import { staffReadMessages } from '../../shared/account-messages';
import { appendAudit } from '../audit/audit-repository';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/ids';
import type { Db } from '../db/connection';
import { caller } from '../http/access';

/*
 * Who looked at my account (issue 50 part 5; docs/staff-access.md). A route that returns one customer's
 * records declares `staffRead` in its config: what is read, and whose records they are. An administrator
 * calling it must send a reason (two headers); the read is written to the audit chain, as
 * `staff_read.<kind>` on the customer, before the answer leaves, and the customer sees it on Recent
 * Activities. A customer reading their own records sends nothing.
 */

/** Whose records a request reads: a user id, or null when there is no such record (the route answers 404). */
export type StaffReadSubject = (request: FastifyRequest, db: Db) => Promise<string | null>;

export type StaffReadConfig = { kind: StaffReadKind; subject: StaffReadSubject };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route returns one customer's records: an administrator must give a reason, and is audited. */
    staffRead?: StaffReadConfig;
  }
  interface FastifyRequest {
    /** The reason an administrator gave for this read (checked before the handler runs). */
    staffReason: StaffReason | null;
  }
}

export const STAFF_READ_ACTION_PREFIX = 'staff_read.';

/** The reason in the request's headers, or a refusal naming what is missing. */
export function readStaffReason(request: FastifyRequest): StaffReason {
  const kind = request.headers[STAFF_REASON_KIND_HEADER];
  const raw = request.headers[STAFF_REASON_TEXT_HEADER];
  if (typeof kind !== 'string' || typeof raw !== 'string')
    throw new DomainError('staff_read_reason_required');
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    throw new DomainError('staff_read_reason_required');
  }
  const parsed = staffReason.safeParse({ kind, text });
  if (!parsed.success) throw new DomainError('staff_read_reason_required');
  return parsed.data;
}

const REFERENCE_KINDS = new Set(['ticket', 'case', 'dispute']);

/** The reason as the audit chain keeps it and the customer reads it: "Support ticket T-1024". */
export function reasonText(reason: StaffReason): string {
  return staffReadMessages.reason(
    staffReadMessages.reasonKinds[reason.kind],
    reason.text,
    REFERENCE_KINDS.has(reason.kind),
  );
}

/** The owner of a row `id` of `table` (a uuid key with a `user_id`), for the routes keyed by a record id. */
export function ownerOf(table: 'payments' | 'tickets' | 'loans' | 'cheque_deposits'): StaffReadSubject {
  return async (request, db) => {
    const id = (request.params as { id?: string }).id;
    if (!id || !isUuid(id)) return null;
    const result = await sql<{ user_id: string | null }>`
      SELECT user_id FROM ${sql.table(table)} WHERE id = ${id}`.execute(db);
    return result.rows[0]?.user_id ?? null;
  };
}

/** The user named by a path parameter (`/admin/users/:id`, `/users/:userId`). */
export const userParam =
  (name: string): StaffReadSubject =>
  async (request) => {
    const id = (request.params as Record<string, string | undefined>)[name];
    return id && isUuid(id) ? id : null;
  };

/** The user named by the `userId` query parameter (an administrator's document read); else the caller. */
export const userQuery: StaffReadSubject = async (request) => {
  const id = (request.query as { userId?: string } | undefined)?.userId;
  if (id === undefined) return caller(request).userId;
  return isUuid(id) ? id : null;
};

export default fp(
  async function staffReadsGuard(app: FastifyInstance, { db }: { db: Db }) {
    app.decorateRequest('staffReason', null);

    // The reason is checked once the caller is known and before any handler reads a record.
    app.addHook('preHandler', async (request) => {
      const rule = request.routeOptions.config?.staffRead;
      if (!rule || request.auth?.role !== 'admin') return;
      request.staffReason = readStaffReason(request);
    });

    // The read is audited before its answer is sent: if the record cannot be written, nothing is shown.
    app.addHook('onSend', async (request, reply, payload) => {
      const rule = request.routeOptions.config?.staffRead;
      if (!rule || !request.staffReason || !request.auth || reply.statusCode >= 300) return payload;
      const subject = await rule.subject(request, db);
      if (!subject || subject === request.auth.userId) return payload;
      await appendAudit(db, {
        actorId: request.auth.userId,
        action: `${STAFF_READ_ACTION_PREFIX}${rule.kind}`,
        targetType: 'user',
        targetId: subject,
        reason: reasonText(request.staffReason),
        ip: request.ip,
      });
      return payload;
    });
  },
  { name: 'staff-reads-guard', dependencies: ['auth'] },
);
