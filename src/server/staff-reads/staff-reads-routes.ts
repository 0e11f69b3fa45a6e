import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffReadItem } from '../../shared/schemas/staff-reads';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { staffReadsOf } from './staff-reads-service';

const route = routeOptions(['users'], errorResponses(401, 403));

/** Who looked at my account (issue 50 part 5): the customer's own list of staff reads. */
const staffReadsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/users/staff-access',
    route('customer', {
      description:
        'Each time Vault Bank staff opened the caller’s records (profile, documents, statement, cases), with the reason they gave; newest first, at most 100.',
      response: { 200: z.array(staffReadItem) },
    }),
    async (request) => staffReadsOf(db, caller(request).userId),
  );
};

export default staffReadsRoutes;
