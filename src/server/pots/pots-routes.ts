import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountGapMessages, potMessages } from '../../shared/account-messages';
import { formatCents } from '../../shared/money';
import { editPotBody, moveBody, openPotBody, pot } from '../../shared/schemas/pots';
import { transaction } from '../../shared/schemas/transfers';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { callerWithKey, idempotencyHeaders } from '../http/idempotency';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { requestContext } from '../http/request-context';
import { closePot, editPot, listPots, moveMoney, openPot, type PotsDeps } from './pots-service';

const route = routeOptions(['accounts'], errorResponses(400, 401, 403, 404, 409, 422, 429));

/** Savings pots and moves between the customer's own accounts (issue 49 part 2, docs/pots.md). */
const potsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, now, config }) => {
  const deps: PotsDeps = {
    db,
    now,
    bankName: config.bankName,
    paymentRateLimitPerMinute: config.paymentRateLimitPerMinute,
  };

  app.get(
    '/accounts/pots',
    route('customer', {
      description: "The caller's open pots, oldest first, with progress toward each goal and any lock.",
      response: { 200: z.array(pot) },
    }),
    async (request) => listPots(deps, caller(request).userId),
  );

  app.post(
    '/accounts/pots',
    route(
      'customer',
      {
        description:
          'Opens an empty savings pot: a name, an optional goal (amount, date) and an optional lock that ' +
          'refuses withdrawals before a date. At most 10 open pots. Pots earn the Savings rate.',
        body: openPotBody,
        response: { 201: z.object({ message: z.string(), pot }) },
      },
      { sensitive: 'openPot' },
    ),
    async (request, reply) => {
      const opened = await openPot(deps, caller(request).userId, request.body);
      return reply.status(201).send({ message: potMessages.opened(opened.name), pot: opened });
    },
  );

  app.patch(
    '/accounts/pots/:id',
    route(
      'customer',
      {
        description:
          "Changes one of the caller's open pots: its name, its goal amount or date (null removes them), or a " +
          'later lock day. A lock is extended, never shortened, and not removed while it holds. Audited.',
        params: idParams,
        body: editPotBody,
        response: { 200: z.object({ message: z.string(), pot }) },
      },
      { sensitive: 'openPot' },
    ),
    async (request) => {
      const ctx = { userId: caller(request).userId, ip: requestContext(request).ip };
      const changed = await editPot(deps, ctx, request.params.id, request.body);
      return { message: accountGapMessages.potChanged(changed.name), pot: changed };
    },
  );

  app.post(
    '/accounts/pots/:id/close',
    route('customer', {
      description:
        'Closes a pot and returns its whole balance to Checking at once; a locked pot closes from its day on.',
      params: idParams,
      response: { 200: z.object({ message: z.string(), transaction: transaction.nullable() }) },
    }),
    async (request) => closePot(deps, caller(request).userId, request.params.id),
  );

  app.post(
    '/accounts/moves',
    route('customer', {
      description:
        "Moves money between two of the caller's own accounts (Checking, Savings, pots; `_id` from GET " +
        '/accounts or a name): at once, free, and outside the daily transfer limit. A locked pot gives ' +
        'nothing before its day.',
      headers: idempotencyHeaders,
      body: moveBody,
      response: { 201: z.object({ message: z.string(), transaction }) },
    }),
    async (request, reply) => {
      const moved = await moveMoney(deps, callerWithKey(request), request.body);
      const message = potMessages.moved(formatCents(request.body.amount), moved.to.name);
      return reply.status(201).send({ message, transaction: moved.transaction });
    },
  );
};

export default potsRoutes;
