import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { DECISION_STATUSES } from '../../shared/statuses';
import { limitQuery, queueQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { card, cardApplication, queuedCardApplication } from '../../shared/schemas/cards';
import type { Db } from '../db/connection';
import { caller } from '../http/access';
import { approveCard, cardQueue, rejectCard } from './cards-admin-service';

const route = routeOptions(['admin', 'cards'], errorResponses(400, 401, 403, 404, 409, 422));
const reasonText = z.string().trim().max(500, 'The reason is too long.');

/** The administrators' queue of card applications: approve (the card is issued) or reject (fee refunded). */
const cardsAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/cards',
    route('admin', {
      description: 'Card applications by status, with the customer; Pending oldest first.',
      querystring: queueQuery(DECISION_STATUSES, limitQuery),
      response: { 200: z.array(queuedCardApplication) },
    }),
    async (request) => cardQueue(db, request.query.status, request.query.limit),
  );

  app.post(
    '/admin/cards/:id/approve',
    route('admin', {
      description: 'Approves a Pending application and issues the card (brand, last four digits, expiry).',
      params: idParams,
      body: z.strictObject({ reason: reasonText.optional() }).nullish(),
      response: { 200: z.object({ message: z.string(), application: cardApplication, card }) },
    }),
    async (request) => {
      const actor = { adminId: caller(request).userId, ip: request.ip };
      const reason = request.body?.reason || undefined;
      const result = await approveCard(db, actor, request.params.id, reason);
      return { message: 'Card issued.', ...result };
    },
  );

  app.post(
    '/admin/cards/:id/reject',
    route('admin', {
      description: 'Rejects a Pending application with a reason the customer sees; the $50 fee is refunded.',
      params: idParams,
      body: z.strictObject({
        reason: reasonText.min(1, messages.adminCards.reasonRequired),
      }),
      response: { 200: z.object({ message: z.string(), application: cardApplication }) },
    }),
    async (request) => {
      const actor = { adminId: caller(request).userId, ip: request.ip };
      const result = await rejectCard(db, actor, request.params.id, request.body.reason);
      return { message: 'Application rejected; the fee was refunded.', ...result };
    },
  );
};

export default cardsAdminRoutes;
