import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, sendPage, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { queuedTicket, ticketDetail, ticketReplyBody, TICKET_STATUSES } from '../../shared/schemas/support';
import { messages } from '../../shared/messages';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { replyToTicket, ticketQueue } from './tickets-service';

const route = routeOptions(['admin'], errorResponses(400, 401, 403, 404, 409));

/** The administrators' ticket queue and replies (DESIGN.md §6). */
const adminTicketsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/admin/tickets',
    route('admin', {
      description:
        "Tickets in one status (default pending), oldest first, with the customer and the thread. The next page's cursor is in the X-Next-Cursor header.",
      querystring: z.strictObject({
        status: z.enum(TICKET_STATUSES).default('pending'),
        ...pageQuery.shape,
      }),
      response: { 200: z.array(queuedTicket) },
    }),
    async (request, reply) => sendPage(reply, await ticketQueue(db, request.query)),
  );

  app.post(
    '/admin/tickets/:id/reply',
    route('admin', {
      description:
        'Adds a reply to the thread and sets the status; the customer is notified. A closed ticket answers 409.',
      params: idParams,
      body: ticketReplyBody,
      response: { 200: z.object({ message: z.string(), ticket: ticketDetail }) },
    }),
    async (request) => {
      const admin = { userId: caller(request).userId, ip: request.ip ?? null };
      const ticket = await replyToTicket(db, admin, request.params.id, request.body);
      return { message: messages.tickets.replySent(ticket.reference), ticket };
    },
  );
};

export default adminTicketsRoutes;
