import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportMessages } from '../../shared/account-messages';
import { dataExport, dataExportDownloadBody } from '../../shared/schemas/data-export';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { requestContext } from '../http/request-context';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { sendAttachment } from '../uploads/file-store';
import { downloadExport, listExports, requestExport } from './data-export-service';

const route = routeOptions(['customer data'], errorResponses(400, 401, 403, 404, 409));

/** "Download my data" (issue 50 part 4, docs/customer-data.md). */
const dataExportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, now }) => {
  app.get(
    '/users/data-exports',
    route('customer', {
      description: "The caller's latest requests for their data, newest first.",
      response: { 200: z.array(dataExport) },
    }),
    async (request) => listExports(db, caller(request).userId),
  );

  app.post(
    '/users/data-exports',
    route(
      'customer',
      {
        description:
          'Queues an archive of all the data the bank holds on the caller; it is announced in the bell and ' +
          'by mail with a single-use link valid 7 days. One request at a time.',
        response: { 202: z.object({ message: z.string(), export: dataExport }) },
      },
      { sensitive: 'downloadMyData' },
    ),
    async (request, reply) => {
      const made = await requestExport(db, caller(request).userId, requestContext(request), now());
      return reply.status(202).send({ message: dataExportMessages.requested, export: made });
    },
  );

  app.post(
    '/users/data-exports/download',
    route('customer', {
      description:
        "The archive (a zip) for the mail's token, once, in the owner's session only, before the link expires.",
      body: dataExportDownloadBody,
      response: { 200: z.any() },
    }),
    async (request, reply) => {
      const file = await downloadExport(
        db,
        caller(request).userId,
        request.body.token,
        requestContext(request),
        now(),
      );
      return sendAttachment(reply, file);
    },
  );
};

export default dataExportRoutes;
