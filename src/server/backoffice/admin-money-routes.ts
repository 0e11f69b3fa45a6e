import { errorResponses, idParams, queuedResponse, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { idempotencyHeaders } from '../http/idempotency';
import { limitQuery } from '../../shared/schemas/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { amountSchema, formatCents } from '../../shared/money';
import { queuedTransfer, transaction } from '../../shared/schemas/transfers';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { centsToDollars } from '../../shared/money';
import { creditOrQueue } from './credits-service';
import { decideOrQueueTransfer, transfersQueue } from './transfers-queue-service';
import { sha256Hex } from '../common/sha256';
import { screenWire } from '../sanctions/sanctions-service';

const route = routeOptions(['admin'], errorResponses(400, 401, 403, 404, 409, 422));
const reason = z.string().trim().max(500).optional();

/** The administrators' money calls: crediting a customer and the settlement queue of outgoing transfers. */
const adminMoneyRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const { bankName, creditMaxCents, fourEyesThresholdCents } = config;
  app.put(
    '/users/:id/increase-balance',
    route('admin', {
      description:
        "Credits the customer's Checking account from bank funding (SPEC.md §7). Above the four-eyes " +
        "threshold (the customer's credits of the last 24 hours, this one included) the credit waits for a " +
        'second administrator (202).',
      params: idParams,
      headers: idempotencyHeaders,
      body: z.strictObject({ amount: amountSchema(creditMaxCents), reason }),
      response: {
        200: z.object({ message: z.string(), balance: z.number(), transaction }),
        202: queuedResponse,
      },
    }),
    async (request, reply) => {
      const admin = caller(request);
      const key = request.headers['idempotency-key'];
      const outcome = await creditOrQueue(db, bankName, fourEyesThresholdCents, {
        adminId: admin.userId,
        userId: request.params.id,
        amountCents: request.body.amount,
        reason: request.body.reason,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        ip: request.ip,
        requestHash: sha256Hex(`${request.params.id}:${request.body.amount}:${request.body.reason ?? ''}`),
      });
      if (outcome.queued) {
        return sendQueued(reply, outcome);
      }
      const { user, transaction: tx } = outcome;
      const amountText = formatCents(request.body.amount).slice(1);
      return {
        message: messages.admin.balanceAdded(amountText, `${user.first_name} ${user.last_name}`),
        balance: centsToDollars(outcome.checkingCents),
        transaction: tx,
      };
    },
  );

  app.get(
    '/admin/transfers',
    route('admin', {
      querystring: z.strictObject({
        status: z.enum(PAYMENT_STATUSES).default('Processing'),
        ...limitQuery.shape,
      }),
      response: { 200: z.array(queuedTransfer) },
    }),
    async (request) => transfersQueue(db, request.query.status, request.query.limit),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/transfers/:id/${decision}`,
      route('admin', {
        description:
          decision === 'approve'
            ? 'Settle: the transfer becomes Successful. Above the four-eyes threshold the settlement ' +
              'waits for a second administrator (202).'
            : 'Return: Failed, principal and fee back.',
        // Both refuse a wire held in Sanctions review (409 `sanctions_hold`).
        params: idParams,
        body: z.strictObject({ reason }).optional(),
        response: {
          200: z.object({ message: z.string(), transaction }),
          202: queuedResponse,
        },
      }),
      async (request, reply) => {
        // A wire is screened before it leaves (or comes back), if the job has not yet screened it.
        await screenWire(db, config.sanctionsMatchThreshold, request.params.id);
        const result = await decideOrQueueTransfer(db, fourEyesThresholdCents, {
          adminId: caller(request).userId,
          paymentId: request.params.id,
          decision,
          reason: request.body?.reason,
          ip: request.ip,
        });
        if (result.queued) {
          return sendQueued(reply, result);
        }
        return {
          message: decision === 'approve' ? 'Transfer settled.' : 'Transfer returned to the customer.',
          transaction: result.transaction,
        };
      },
    );
  }
};

export default adminMoneyRoutes;
