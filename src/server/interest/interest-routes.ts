import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { interestMessages } from '../../shared/account-messages';
import { interestRateBody, interestRates } from '../../shared/schemas/interest';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { rateHistory, setRate } from './interest-service';

const route = routeOptions(['admin', 'interest'], errorResponses(400, 401, 403));

/** The Savings rate (issue 49 part 1): set by an administrator from a day on, and its history. */
const interestRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config, now }) => {
  app.get(
    '/admin/interest-rates',
    route('admin', {
      description: 'The Savings rate in effect today and every rate set, newest effective date first.',
      response: { 200: interestRates },
    }),
    async () => rateHistory(db, config, now()),
  );

  app.put(
    '/admin/interest-rates',
    route('admin', {
      description:
        'Sets the Savings rate (savings accounts and pots) in basis points from an effective date, today or ' +
        "later in the bank's time zone (never retroactive). Audited; the history keeps every rate.",
      body: interestRateBody,
      response: { 200: z.object({ message: z.string(), rates: interestRates }) },
    }),
    async (request) => {
      const admin = caller(request);
      const { rateBp, effectiveFrom, reason } = request.body;
      await setRate(
        db,
        config,
        { adminId: admin.userId, rateBp, effectiveFrom, reason, ip: request.ip },
        now(),
      );
      return {
        message: interestMessages.rateSet((rateBp / 100).toFixed(2), effectiveFrom),
        rates: await rateHistory(db, config, now()),
      };
    },
  );
};

export default interestRoutes;
