import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { categoryBody, insights, insightsQuery } from '../../shared/schemas/insights';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { changeCategory, insightsFor } from './insights-service';

const route = routeOptions(['insights'], errorResponses(400, 401, 403, 404));

/** Spending insights and payment categories (issue 16): always the caller's own payments. */
const insightsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/insights',
    route('customer', { querystring: insightsQuery, response: { 200: insights } }),
    async (request) => insightsFor(db, caller(request).userId, request.query.month),
  );

  app.patch(
    '/transactions/:id/category',
    route('customer', {
      description: "Files one of the caller's payments under a category, remembered for its counterparty.",
      params: idParams,
      body: categoryBody,
      response: { 200: z.object({ message: z.string(), category: z.enum(CATEGORIES) }) },
    }),
    async (request) => {
      const { category } = await changeCategory(
        db,
        caller(request).userId,
        request.params.id,
        request.body.category,
      );
      return { message: messages.insights.categoryChanged(category), category };
    },
  );
};

export default insightsRoutes;
