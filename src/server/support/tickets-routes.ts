import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, sendPage, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { newTicketBody, ticketDetail, ticketSummary } from '../../shared/schemas/support';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { createTicket, ticketFor, ticketsPage } from './tickets-service';
import { ownerOf } from '../staff-reads/staff-reads-guard';

const route = routeOptions(['tickets'], errorResponses(400, 401, 403, 404, 422, 429));

/** The customer's support tickets (SPEC.md §3, §7; DESIGN.md §1: always the caller's own). */
const ticketsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, pinKey }) => {
  app.post(
    '/tickets',
    route('customer', {
      description: 'Opens a ticket for the caller after checking the PIN. A `userId` in the body is ignored.',
      body: newTicketBody,
      response: { 201: z.object({ message: z.string(), ticket: ticketDetail }) },
    }),
    async (request, reply) => {
      const ticket = await createTicket({ db, pinKey }, caller(request).userId, request.body);
      return reply.status(201).send({ message: messages.tickets.created, ticket });
    },
  );

  app.get(
    '/tickets',
    route('customer', {
      description:
        "The caller's tickets, newest first; `userId` is accepted and ignored. The next page's cursor is in the X-Next-Cursor header.",
      querystring: z.strictObject({
        userId: z.string().max(64).optional(),
        ...pageQuery.shape,
      }),
      response: { 200: z.array(ticketSummary) },
    }),
    async (request, reply) => sendPage(reply, await ticketsPage(db, caller(request).userId, request.query)),
  );

  app.get(
    '/tickets/:id',
    route(
      'user',
      {
        description: 'One ticket with its reply thread, for its owner or an administrator.',
        params: idParams,
        response: { 200: ticketDetail },
      },
      { staffRead: { kind: 'case', subject: ownerOf('tickets') } },
    ),
    async (request) => {
      const { userId, role } = caller(request);
      return ticketFor(db, { userId, role }, request.params.id);
    },
  );
};

export default ticketsRoutes;
