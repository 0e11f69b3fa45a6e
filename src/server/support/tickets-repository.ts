import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { TicketStatus } from '../db/schema-support';

/** A readable reference for phone and mail: TCK-<day>-<6 hex>, e.g. TCK-20261122-4F2A9C. */
export function newTicketReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `TCK-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

const TICKET_COLUMNS = [
  't.id',
  't.user_id',
  't.reference',
  't.ticket_type',
  't.info',
  't.status',
  't.created_at',
  't.updated_at',
  't.seq',
] as const;

export type TicketRow = {
  id: string;
  user_id: string;
  reference: string;
  ticket_type: string;
  info: string;
  status: TicketStatus;
  created_at: Date;
  updated_at: Date;
  seq: bigint;
};

/**
 * Stores a ticket under a fresh reference. A reference taken the same day (1 in 16 million) is retried
 * with another one rather than failing the customer's request.
 */
export async function insertTicket(
  db: Db,
  t: { userId: string; ticketType: string; info: string },
): Promise<TicketRow> {
  for (let attempt = 0; ; attempt++) {
    const inserted = await sql<TicketRow>`
      INSERT INTO tickets (user_id, reference, ticket_type, info)
      VALUES (${t.userId}, ${newTicketReference()}, ${t.ticketType}, ${t.info})
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, user_id, reference, ticket_type, info, status, created_at, updated_at, seq`.execute(db);
    if (inserted.rows[0]) return inserted.rows[0];
    if (attempt > 10) throw new Error('could not allocate a ticket reference');
  }
}

export async function countOpenTickets(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's tickets, newest first, one page after the `beforeSeq` cursor. */
export function listUserTickets(db: Db, userId: string, page: { beforeSeq?: bigint; limit: number }) {
  let q = db.selectFrom('tickets as t').select(TICKET_COLUMNS).where('t.user_id', '=', userId);
  if (page.beforeSeq !== undefined) q = q.where('t.seq', '<', page.beforeSeq);
  return q.orderBy('t.seq', 'desc').limit(page.limit).execute() as Promise<TicketRow[]>;
}

/** Tickets in one status with their customer, oldest first: the administrators' queue. */
export function listQueue(db: Db, status: TicketStatus, page: { afterSeq?: bigint; limit: number }) {
  let q = db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([...TICKET_COLUMNS, 'u.first_name', 'u.last_name', 'u.email'])
    .where('t.status', '=', status);
  if (page.afterSeq !== undefined) q = q.where('t.seq', '>', page.afterSeq);
  return q.orderBy('t.seq').limit(page.limit).execute();
}

export function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets as t')
    .select(TICKET_COLUMNS)
    .where('t.id', '=', id)
    .executeTakeFirst() as Promise<TicketRow | undefined>;
}

/** The ticket's row under a lock, so two administrators cannot close it at the same time. */
export function lockTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets as t')
    .select(TICKET_COLUMNS)
    .where('t.id', '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<TicketRow | undefined>;
}

export async function setTicketStatus(db: Db, id: string, status: TicketStatus): Promise<void> {
  await db.updateTable('tickets').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function insertTicketMessage(
  db: Db,
  m: { ticketId: string; authorId: string; authorRole: 'admin' | 'customer'; body: string },
): Promise<void> {
  await db
    .insertInto('ticket_messages')
    .values({ ticket_id: m.ticketId, author_id: m.authorId, author_role: m.authorRole, body: m.body })
    .execute();
}

export type TicketMessageRow = {
  id: string;
  ticket_id: string;
  author_role: 'admin' | 'customer';
  body: string;
  created_at: Date;
  first_name: string;
  last_name: string;
};

/** The threads of the given tickets, oldest message first. */
export async function listMessages(db: Db, ticketIds: string[]): Promise<TicketMessageRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .selectFrom('ticket_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.ticket_id', 'm.author_role', 'm.body', 'm.created_at', 'u.first_name', 'u.last_name'])
    .where('m.ticket_id', 'in', ticketIds)
    .orderBy('m.seq')
    .execute();
}
