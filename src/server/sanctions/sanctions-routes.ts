import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitQuery } from '../../shared/schemas/page';
import {
  SANCTIONS_HIT_STATUSES,
  sanctionsDecisionBody,
  sanctionsHit,
  sanctionsList,
  sanctionsUploadFields,
} from '../../shared/schemas/sanctions';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses, idParams, queuedResponse, sendQueued } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { parseFormFields } from '../identity/form-fields';
import { readMultipart } from '../uploads/multipart';
import { proposeDecision, sanctionsHits, sanctionsLists, uploadList } from './sanctions-service';

const route = routeOptions(['sanctions'], errorResponses(400, 401, 403, 404, 409, 413));

/** The largest file of a list: OFAC's own sdn.csv is about 4 MB. */
const LIST_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Sanctions screening in the back office (docs/sanctions.md): list versions and the review queue. */
const sanctionsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get('/admin/sanctions/lists', route('admin', { response: { 200: z.array(sanctionsList) } }), async () =>
    sanctionsLists(db),
  );

  app.post(
    '/admin/sanctions/lists',
    route('admin', {
      description:
        'Multipart: `sdn` (sdn.csv) and `alt` (alt.csv) in the OFAC SDN CSV layout, `version` and ' +
        '`publishedOn` (YYYY-MM-DD). A malformed file answers 400 naming its line and stores nothing; a ' +
        'version uploaded before answers 409. The newest publication becomes active and every payee and ' +
        'customer is screened again in a job.',
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ message: z.string(), list: sanctionsList }) },
    }),
    async (request, reply) => {
      const form = await readMultipart(request, {
        fields: ['version', 'publishedOn'],
        files: ['sdn', 'alt'],
        maxBytes: LIST_FILE_MAX_BYTES,
      });
      const fields = parseFormFields(sanctionsUploadFields, form.fields);
      const admin = caller(request);
      const answer = await uploadList(
        db,
        { userId: admin.userId, ip: request.ip },
        { ...fields, sdn: form.files.sdn, alt: form.files.alt },
      );
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/admin/sanctions/hits',
    route('admin', {
      description: 'The Sanctions review queue in one status (default open), oldest first.',
      querystring: z.strictObject({
        status: z.enum(SANCTIONS_HIT_STATUSES).default('open'),
        ...limitQuery.shape,
      }),
      response: { 200: z.array(sanctionsHit) },
    }),
    async (request) => sanctionsHits(db, request.query.status, request.query.limit),
  );

  for (const [path, decision] of [
    ['approve', 'release'],
    ['reject', 'block'],
  ] as const) {
    app.post(
      `/admin/sanctions/hits/:id/${path}`,
      route('admin', {
        description:
          decision === 'release'
            ? 'Proposes to release the hit as a false positive (remembered for the customer and the list ' +
              'entry); a second administrator carries it out in the approvals queue (always 202).'
            : 'Proposes to block (a reason is required): a wire’s money goes to blocked funds, a payee ' +
              'stays held, a customer is disabled, once a second administrator approves (always 202).',
        params: idParams,
        body: sanctionsDecisionBody.optional(),
        response: { 202: queuedResponse },
      }),
      async (request, reply) => {
        const admin = caller(request);
        const queued = await proposeDecision(
          db,
          { userId: admin.userId, ip: request.ip },
          request.params.id,
          decision,
          request.body?.reason,
        );
        return sendQueued(reply, queued);
      },
    );
  }
};

export default sanctionsRoutes;
