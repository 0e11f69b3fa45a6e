import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../shared/schemas/page';
import { statementItem } from '../../shared/schemas/statements';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, idParams, sendPage } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { listStatements, statementPdf } from './statements-service';

const errors = errorResponses(400, 401, 403, 404);
const route = routeOptions(['statements'], errors);

/** The customer's monthly statements (issue 49 part 3): the list, and each one's PDF as it was issued. */
const statementsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/statements',
    route('customer', {
      description:
        "The caller's issued statements, newest first; the next page's cursor is in X-Next-Cursor.",
      querystring: pageQuery,
      response: { 200: z.array(statementItem) },
    }),
    async (request, reply) =>
      sendPage(reply, await listStatements(db, caller(request).userId, request.query)),
  );

  app.get(
    '/statements/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['statements'],
        description: 'One statement as the PDF that was issued; only its owner finds it (anyone else: 404).',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await statementPdf(db, caller(request).userId, request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(file.body);
    },
  );
};

export default statementsRoutes;
