import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, sendPage, idParams, queuedResponse, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery, queueQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { adminDeposit, decisionReason, DEPOSIT_STATUSES } from '../../shared/schemas/deposits';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { decideDeposit, decideOrQueueDeposit, depositsQueue } from './deposit-decisions-service';

const route = routeOptions(['admin'], errorResponses(400, 401, 403, 404, 409));
const decided = z.object({ message: z.string(), deposit: adminDeposit });

/** The administrators' cheque queue: look at the image, then approve (money arrives) or reject. */
const depositsAdminRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.get(
    '/admin/deposits',
    route('admin', {
      description: 'Cheque deposits of one status, oldest first, with the customer and the image URL.',
      querystring: queueQuery(DEPOSIT_STATUSES, pageQuery),
      response: { 200: z.array(adminDeposit) },
    }),
    async (request, reply) =>
      sendPage(
        reply,
        await depositsQueue(db, request.query.status, request.query.limit, request.query.cursor),
      ),
  );

  app.post(
    '/admin/deposits/:id/approve',
    route('admin', {
      description:
        'Credits the amount from cheque clearing to Checking; the payment becomes Successful. Above the ' +
        'four-eyes threshold it waits for a second administrator (202).',
      params: idParams,
      // A POST without a body arrives as null: the approver's note is optional.
      body: z.strictObject({ reason: decisionReason.optional() }).nullish(),
      response: { 200: decided, 202: queuedResponse },
    }),
    async (request, reply) => {
      const result = await decideOrQueueDeposit(db, config.fourEyesThresholdCents, {
        adminId: caller(request).userId,
        depositId: request.params.id,
        decision: 'approve',
        reason: request.body?.reason,
        ip: request.ip,
      });
      if (result.queued) {
        return sendQueued(reply, result);
      }
      return { message: messages.chequeDeposit.approved, deposit: result.deposit };
    },
  );

  app.post(
    '/admin/deposits/:id/reject',
    route('admin', {
      description: 'Rejects the cheque with a reason the customer sees; the payment becomes Failed.',
      params: idParams,
      body: z.strictObject({ reason: decisionReason }),
      response: { 200: decided },
    }),
    async (request) => {
      const deposit = await decideDeposit(db, {
        adminId: caller(request).userId,
        depositId: request.params.id,
        decision: 'reject',
        reason: request.body.reason,
        ip: request.ip,
      });
      return { message: messages.chequeDeposit.rejected, deposit };
    },
  );
};

export default depositsAdminRoutes;
