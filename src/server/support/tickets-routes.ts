import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { apiErrorResponse } from '../../shared/schemas/auth';
import { newTicketBody, ticketDetail, ticketSummary } from '../../shared/schemas/support';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { createTicket, ticketFor, ticketsPage } from './tickets-service';

const errors = {
  400: apiErrorResponse,
  401: apiErrorResponse,
  403: apiErrorResponse,
  404: apiErrorResponse,
  422: apiErrorResponse,
  429: apiErrorResponse,
};

/** The customer's support tickets (SPEC.md §3, §7; DESIGN.md §1: always the caller's own). */
const ticketsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, pinKey }) => {
  app.post(
    '/tickets',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['tickets'],
        description:
          'Opens a ticket for the caller after checking the PIN. A `userId` in the body is ignored.',
        body: newTicketBody,
        response: { 201: z.object({ message: z.string(), ticket: ticketDetail }), ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await createTicket({ db, pinKey }, caller(request).userId, request.body);
      return reply.status(201).send({ message: messages.tickets.created, ticket });
    },
  );

  app.get(
    '/tickets',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['tickets'],
        description:
          "The caller's tickets, newest first; `userId` is accepted and ignored. The next page's cursor is in the X-Next-Cursor header.",
        querystring: z.strictObject({
          userId: z.string().max(64).optional(),
          ...pageQuery.shape,
        }),
        response: { 200: z.array(ticketSummary), ...errors },
      },
    },
    async (request, reply) => {
      const page = await ticketsPage(db, caller(request).userId, request.query);
      if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/tickets/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['tickets'],
        description: 'One ticket with its reply thread, for its owner or an administrator.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ticketDetail, ...errors },
      },
    },
    async (request) => {
      const { userId, role } = caller(request);
      return ticketFor(db, { userId, role }, request.params.id);
    },
  );
};

export default ticketsRoutes;
