import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import { payee, payeeBody, payeeCheck } from '../../shared/schemas/payees';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { addPayee, checkPayee, deletePayee, editPayee, listPayees } from './payees-service';

const route = routeOptions(['payees'], errorResponses(400, 401, 403, 404, 409, 429));
const saved = z.object({ message: z.string(), payee });

/** Saved payees and confirmation of payee (issue 16): always the caller's own. */
const payeesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const deps = { db, bankName: config.bankName, payeeCheckLimitPerHour: config.payeeCheckLimitPerHour };

  app.get('/payees', route('customer', { response: { 200: z.array(payee) } }), async (request) =>
    listPayees(db, caller(request).userId),
  );

  app.post(
    '/payees',
    route(
      'customer',
      {
        description:
          'Saves a payee. Payments to its bank account are capped at NEW_PAYEE_LIMIT for 24 hours from the ' +
          'first time it was saved, however a payment names it.',
        body: payeeBody,
        response: { 201: saved },
      },
      { sensitive: 'addPayee' },
    ),
    async (request, reply) => {
      const created = await addPayee(
        db,
        caller(request).userId,
        request.body,
        config.sanctionsMatchThreshold,
      );
      return reply.status(201).send({ message: messages.payees.added, payee: created });
    },
  );

  app.post(
    '/payees/check',
    route('customer', {
      description:
        'Confirmation of payee, without saving: match, close_match (with the holder’s name), no_match for ' +
        'accounts of this bank; unavailable for other banks. Answers other than a match count against ' +
        'PAYEE_CHECK_LIMIT_PER_HOUR (429 beyond).',
      body: payeeBody,
      response: { 200: payeeCheck },
    }),
    async (request) => checkPayee(deps, caller(request).userId, request.body),
  );

  app.patch(
    '/payees/:id',
    route('customer', {
      description: 'Renames a payee (name, nickname, account type); its bank and account cannot change.',
      params: idParams,
      body: payeeBody,
      response: { 200: saved },
    }),
    async (request) => ({
      message: messages.payees.updated,
      payee: await editPayee(
        db,
        caller(request).userId,
        request.params.id,
        request.body,
        config.sanctionsMatchThreshold,
      ),
    }),
  );

  app.delete(
    '/payees/:id',
    route('customer', {
      params: idParams,
      response: { 200: messageResponse },
    }),
    async (request) => {
      await deletePayee(db, caller(request).userId, request.params.id);
      return { message: messages.payees.removed };
    },
  );
};

export default payeesRoutes;
