import { messages } from '../../shared/messages';
import { decodeCursor, pageBySeq } from '../common/pagination';
import type {
  NewTicketBody,
  TicketDetail,
  TicketReplyBody,
  TicketSummary,
} from '../../shared/schemas/support';
import { appendAudit } from '../audit/audit-repository';
import type { Db } from '../db/connection';
import { notify } from '../notifications/notifications-repository';
import { verifyPin, type PinDeps } from '../pin/pin-service';
import { lockCustomerCaps } from '../users/customer-locks-repository';
import { DomainError, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import {
  countOpenTickets,
  findTicket,
  insertTicket,
  insertTicketMessage,
  listMessages,
  listQueue,
  listUserTickets,
  lockTicket,
  setTicketStatus,
  type TicketMessageRow,
  type TicketRow,
} from './tickets-repository';
import type { TicketStatus } from '../db/schema-support';
import { inTransaction } from '../db/transaction';

/** More open tickets than this and a new one waits: the queue is for people, not for scripts. */
export const MAX_OPEN_TICKETS = 20;
const SUPPORT_NAME = 'Vault Bank Support';

type Viewer = { userId: string; role: 'admin' | 'customer' };

export function toSummary(row: TicketRow): TicketSummary {
  const createdAt = new Date(row.created_at).toISOString();
  return {
    _id: row.id,
    title: row.reference,
    ticketType: row.ticket_type,
    type: row.ticket_type,
    status: row.status,
    date: createdAt,
    createdAt,
  };
}

/** Customers see replies signed by the bank; administrators see which colleague wrote them. */
function toDetail(row: TicketRow, thread: TicketMessageRow[], viewer: Viewer['role']): TicketDetail {
  return {
    ...toSummary(row),
    reference: row.reference,
    info: row.info,
    updatedAt: new Date(row.updated_at).toISOString(),
    messages: thread
      .filter((m) => m.ticket_id === row.id)
      .map((m) => ({
        _id: m.id,
        authorRole: m.author_role,
        authorName:
          m.author_role === 'admin' && viewer !== 'admin' ? SUPPORT_NAME : `${m.first_name} ${m.last_name}`,
        body: m.body,
        createdAt: new Date(m.created_at).toISOString(),
      })),
  };
}

/** Opens a ticket for the caller, whatever `userId` the body names, after checking their PIN. */
export async function createTicket(deps: PinDeps, userId: string, body: NewTicketBody) {
  if ((await countOpenTickets(deps.db, userId)) >= MAX_OPEN_TICKETS) {
    throw new DomainError('limit_reached', messages.tickets.tooManyOpen(MAX_OPEN_TICKETS));
  }
  await verifyPin(deps, userId, body.pincode);
  // Counted again under a per-customer lock, in the insert's transaction, so parallel requests cannot
  // all pass the check above.
  const row = await inTransaction(deps.db, async (trx) => {
    await lockCustomerCaps(trx, userId, 'tickets');
    if ((await countOpenTickets(trx, userId)) >= MAX_OPEN_TICKETS) {
      throw new DomainError('limit_reached', messages.tickets.tooManyOpen(MAX_OPEN_TICKETS));
    }
    return insertTicket(trx, { userId, ticketType: body.ticketType, info: body.info });
  });
  return toDetail(row, [], 'customer');
}

export async function ticketsPage(db: Db, userId: string, q: { cursor?: string; limit: number }) {
  const rows = await listUserTickets(db, userId, {
    beforeSeq: decodeCursor(q.cursor),
    limit: q.limit + 1,
  });
  return pageBySeq(rows, q.limit, toSummary);
}

/** One ticket with its thread, for its owner or an administrator; anyone else is told it does not exist. */
export async function ticketFor(db: Db, viewer: Viewer, id: string): Promise<TicketDetail> {
  if (!isUuid(id)) throw notFound();
  const row = await findTicket(db, id);
  if (!row || (viewer.role !== 'admin' && row.user_id !== viewer.userId)) throw notFound();
  return toDetail(row, await listMessages(db, [row.id]), viewer.role);
}

export async function ticketQueue(db: Db, q: { status: TicketStatus; cursor?: string; limit: number }) {
  const rows = await listQueue(db, q.status, {
    afterSeq: decodeCursor(q.cursor),
    limit: q.limit + 1,
  });
  const thread = await listMessages(
    db,
    rows.slice(0, q.limit).map((r) => r.id),
  );
  return pageBySeq(rows, q.limit, (r) => ({
    ...toDetail(r as TicketRow, thread, 'admin'),
    customer: { _id: r.user_id, name: `${r.first_name} ${r.last_name}`, email: r.email },
  }));
}

/**
 * An administrator's reply: added to the thread, the status set, the audit record and the customer's
 * notification written in one transaction. The status is re-read under a row lock, so a ticket already
 * closed (completed or failed) answers 409 however many administrators answer it at once.
 */
export async function replyToTicket(
  db: Db,
  admin: { userId: string; ip: string | null },
  id: string,
  body: TicketReplyBody,
): Promise<TicketDetail> {
  if (!isUuid(id)) throw notFound();
  await inTransaction(db, async (trx) => {
    const ticket = await lockTicket(trx, id);
    if (!ticket) throw notFound();
    if (ticket.status !== 'pending') throw new DomainError('already_decided', messages.tickets.closed);
    await insertTicketMessage(trx, {
      ticketId: id,
      authorId: admin.userId,
      authorRole: 'admin',
      body: body.message,
    });
    await setTicketStatus(trx, id, body.status);
    await appendAudit(trx, {
      actorId: admin.userId,
      action: 'ticket_replied',
      targetType: 'ticket',
      targetId: id,
      reason: `Status: ${body.status}`,
      ip: admin.ip,
    });
    await notify(trx, ticket.user_id, {
      kind: 'ticket',
      title: messages.tickets.replyNotificationTitle(ticket.reference),
      body: messages.tickets.replyNotificationBody(capitalised(body.status), excerpt(body.message)),
      link: `/TicketHistory?ticket=${id}`,
    });
  });
  return ticketFor(db, { userId: admin.userId, role: 'admin' }, id);
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
