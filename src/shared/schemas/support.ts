import { z } from 'zod';
import { queueCustomer } from './queue-customer';
import { TICKET_STATUSES } from '../statuses';
import { TICKET_TYPES } from '../constants';
import { pincode } from './transfers';

/** The API contract of tickets and sessions: one schema for the pages and the server. */

export const TICKET_INFO_MAX = 2000;
export { TICKET_STATUSES, type TicketStatus } from '../statuses';

const text = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(TICKET_INFO_MAX, `${label} must be at most ${TICKET_INFO_MAX} characters.`);

/**
 * SPEC.md §3 creation payload. `userId` is accepted so clients written against the spec keep working,
 * and ignored: a ticket always belongs to the caller (DESIGN.md §1).
 */
export const newTicketBody = z.strictObject({
  ticketType: z.enum(TICKET_TYPES, { error: 'Choose a ticket type from the list.' }),
  info: text('Info'),
  pincode,
  userId: z.string().max(64).optional(),
});
export type NewTicketBody = z.infer<typeof newTicketBody>;

export const ticketReplyBody = z.strictObject({
  message: text('Message'),
  status: z.enum(TICKET_STATUSES, { error: 'Choose completed, pending or failed.' }),
});
export type TicketReplyBody = z.infer<typeof ticketReplyBody>;

/** SPEC.md §3 Ticket: `title` is the readable reference, `type` repeats `ticketType`. */
export const ticketSummary = z.object({
  _id: z.string(),
  title: z.string(),
  ticketType: z.string(),
  type: z.string(),
  status: z.enum(TICKET_STATUSES),
  date: z.string(),
  createdAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketMessage = z.object({
  _id: z.string(),
  authorRole: z.enum(['admin', 'customer']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketDetail = ticketSummary.extend({
  reference: z.string(),
  info: z.string(),
  updatedAt: z.string(),
  messages: z.array(ticketMessage),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

export const queuedTicket = ticketDetail.extend({
  customer: queueCustomer,
});
export type QueuedTicket = z.infer<typeof queuedTicket>;

export const activeSession = z.object({
  _id: z.string(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSession = z.infer<typeof activeSession>;
