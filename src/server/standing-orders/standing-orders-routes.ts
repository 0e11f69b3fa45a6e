import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { accountGapMessages } from '../../shared/account-messages';
import { moveOrderBody, standingOrder, standingOrderBody } from '../../shared/schemas/standing-orders';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import {
  cancelStandingOrder,
  createMoveOrder,
  createStandingOrder,
  listStandingOrders,
  resumeStandingOrder,
} from './standing-orders-service';

const route = routeOptions(['standing orders'], errorResponses(400, 401, 403, 404, 409, 422, 429));

/** Standing orders (issue 16): the caller's own; each occurrence is paid by the job queue at its date. */
const standingOrdersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db, pinKey, config } = deps;
  const { now } = deps;
  const orderDeps = { db, pinKey, now, newPayeeLimitCents: config.newPayeeLimitCents };

  app.get(
    '/standing-orders',
    route('customer', { response: { 200: z.array(standingOrder) } }),
    async (request) => listStandingOrders(db, caller(request).userId),
  );

  app.post(
    '/standing-orders',
    route(
      'customer',
      {
        description:
          'Sets up a one-off future-dated, weekly or monthly transfer; the PIN is checked now, and the step-up, ' +
          'new-payee and lockdown rules of a transfer of its amount. Each occurrence runs at its date through ' +
          'the same limits as a transfer; insufficient funds are retried the next day once.',
        body: standingOrderBody(config.transferMaxCents),
        response: { 201: z.object({ message: z.string(), standingOrder }) },
      },
      { sensitive: 'standingOrder' },
    ),
    async (request, reply) => {
      const created = await createStandingOrder(orderDeps, caller(request).userId, request.body);
      return reply.status(201).send({ message: messages.standingOrders.created, standingOrder: created });
    },
  );

  app.post(
    '/standing-orders/moves',
    route('customer', {
      description:
        "Sets up a one-off, weekly or monthly move between two of the caller's own accounts (Checking, Savings, " +
        'a pot; an `_id` from GET /accounts or a name): free, no PIN, outside the daily transfer limit, as ' +
        'POST /accounts/moves. A locked pot gives nothing before its day; a closed pot ends the order.',
      body: moveOrderBody,
      response: { 201: z.object({ message: z.string(), standingOrder }) },
    }),
    async (request, reply) => {
      const created = await createMoveOrder(orderDeps, caller(request).userId, request.body);
      return reply.status(201).send({ message: accountGapMessages.moveOrderCreated, standingOrder: created });
    },
  );

  app.post(
    '/standing-orders/:id/resume',
    route(
      'customer',
      {
        description:
          'Resumes an order paused by "This wasn\'t me"; a date missed meanwhile is paid once, now.',
        params: idParams,
        response: { 200: z.object({ message: z.string(), standingOrder }) },
      },
      { sensitive: 'resumeStandingOrder' },
    ),
    async (request) => ({
      message: messages.standingOrders.resumed,
      standingOrder: await resumeStandingOrder(orderDeps, caller(request).userId, request.params.id),
    }),
  );

  app.post(
    '/standing-orders/:id/cancel',
    route('customer', {
      params: idParams,
      response: { 200: messageResponse },
    }),
    async (request) => {
      await cancelStandingOrder(db, caller(request).userId, request.params.id);
      return { message: messages.standingOrders.cancelled };
    },
  );
};

export default standingOrdersRoutes;
