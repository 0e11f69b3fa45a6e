import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { messageResponse } from '../../shared/schemas/auth';
import { closeAccountBody, closureStatus, staffClosureBody } from '../../shared/schemas/closing';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { callerWithKey, idempotencyHeaders } from '../http/idempotency';
import { errorResponses, idParams, queuedResponse, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { closeOwnAccount, closureStatus as statusOf } from './closing-service';
import { requestStaffClosure } from './staff-closure-service';

const route = routeOptions(['closing'], errorResponses(400, 401, 403, 404, 409, 422, 429));

/** Closing an account (issue 49 part 6, docs/account-closing.md): the customer's own, and staff's. */
const closingRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, pinKey, now }) => {
  app.get(
    '/account/closure',
    route('customer', {
      description:
        'Every deposit account (checking, savings, pots) with its balance, and what blocks closing: money ' +
        'still held, payments processing, a loan outstanding or pending, cheques or card applications waiting.',
      response: { 200: closureStatus },
    }),
    async (request) => statusOf(db, caller(request).userId),
  );

  app.post(
    '/account/closure',
    route(
      'customer',
      {
        description:
          'Closes the caller: the whole balance of every account and pot leaves in one free transfer to ' +
          '`sweep` (a saved payee or a typed account, with the transfer checks), standing orders and cards ' +
          'are cancelled, a final statement is mailed, and the sessions end. Refused (409) while a blocker remains.',
        headers: idempotencyHeaders,
        body: closeAccountBody,
        response: { 200: messageResponse },
      },
      { sensitive: 'closeAccount' },
    ),
    async (request) => {
      await closeOwnAccount({ db, config, pinKey, now }, callerWithKey(request), request.body);
      return { message: messages.closing.done };
    },
  );

  app.post(
    '/admin/users/:id/close',
    route('admin', {
      description:
        'Starts a staff closure of a customer, with a reason; it waits for a second administrator (202), ' +
        'whose approval closes the customer and holds the balance in the bank suspense account.',
      params: idParams,
      body: staffClosureBody,
      response: { 202: queuedResponse },
    }),
    async (request, reply) => {
      const actor = { userId: caller(request).userId, ip: request.ip };
      return sendQueued(reply, await requestStaffClosure(db, actor, request.params.id, request.body.reason));
    },
  );
};

export default closingRoutes;
