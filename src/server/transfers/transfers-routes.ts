import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { callerWithKey, idempotencyHeaders } from '../http/idempotency';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import {
  internationalTransferBody,
  localTransferBody,
  transaction,
  withPayee,
} from '../../shared/schemas/transfers';
import type { FeatureDeps } from '../feature-deps';
import { internationalTransfer, localTransfer, requestDeps, type TransferDeps } from './transfers-service';

type Options = TransferDeps & { transferMaxCents: bigint; stepUpAmountCents: bigint };

function transferOptions({ db, config, pinKey, pipeline }: FeatureDeps): Options {
  const { stepUpAmountCents, transferMaxCents } = config;
  return {
    db,
    pipeline,
    stepUpAmountCents,
    transferMaxCents,
    ...requestDeps(config, pinKey),
  };
}

const created = z.object({ message: z.string(), transaction });
const route = routeOptions(['transfers'], errorResponses(400, 401, 404, 409, 422, 429));

/** Money out of a customer's account (SPEC.md §2 transfer forms, DESIGN.md §4 idempotency). */
const transfersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, features) => {
  const deps = transferOptions(features);
  // The per-customer velocity limit is counted inside the payment batch (PAYMENT_RATE_LIMIT_PER_MINUTE,
  // `db/functions/59_post_payments.sql`): the hot path touches the database only with that one call.
  app.post(
    '/transfers/local',
    route(
      'customer',
      {
        description:
          'Local transfer; to this bank it lands at once, elsewhere it is Processing until settled. ' +
          '`payeeId` (a saved payee) may stand for bankName, accountNumber and accountName. With two-step on, ' +
          'a second factor once the amount sent since the last step-up passes STEP_UP_AMOUNT.',
        headers: idempotencyHeaders,
        body: withPayee(localTransferBody(deps.transferMaxCents), deps.transferMaxCents),
        response: { 201: created },
      },
      { sensitive: 'sendMoney' },
    ),
    async (request, reply) => {
      const result = await localTransfer(deps, callerWithKey(request), request.body);
      return reply
        .status(201)
        .send({ message: messages.transfer.localSuccess, transaction: result.transaction });
    },
  );

  app.post(
    '/transfers/international',
    route(
      'customer',
      {
        description:
          'Wire transfer to another country; Processing until settled or returned. `payeeId` (a saved ' +
          'payee) may stand for the destination fields.',
        headers: idempotencyHeaders,
        body: withPayee(internationalTransferBody(deps.transferMaxCents), deps.transferMaxCents),
        response: { 201: created },
      },
      { sensitive: 'sendMoney' },
    ),
    async (request, reply) => {
      const result = await internationalTransfer(deps, callerWithKey(request), request.body);
      return reply
        .status(201)
        .send({ message: messages.transfer.internationalSuccess, transaction: result.transaction });
    },
  );
};

export default transfersRoutes;
