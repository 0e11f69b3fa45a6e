import { DOCUMENT_MAX_BYTES } from '../../shared/schemas/identity';
import { errorResponses, sendPage, idParams } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { DECISION_STATUSES } from '../../shared/statuses';
import { pageQuery, queueQuery } from '../../shared/schemas/page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import {
  KYC_DOCUMENTS,
  kycDecisionBody,
  kycQueueItem,
  kycRejectBody,
  kycState,
} from '../../shared/schemas/identity';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { thumbnailOf } from '../uploads/image-processing';
import { imageSize } from '../../shared/schemas/uploads';
import { sendAttachment } from '../uploads/file-store';
import { readMultipart } from '../uploads/multipart';
import { decideKyc, kycQueue } from './kyc-review-service';
import { kycDocument, kycStateOf, submitKyc } from './kyc-service';
import { userQuery } from '../staff-reads/staff-reads-guard';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const route = routeOptions(['kyc'], errors);
const adminRoute = routeOptions(['admin'], errors);

/** KYC: the customer's submission and status, its documents, and the administrators' review queue. */
const kycRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const deps = { db };

  app.put(
    '/users/kyc',
    route('customer', {
      description:
        'Multipart: `idFront`, `idBack` (JPEG/PNG/WebP), `proofOfAddress` (image or PDF), each at most ' +
        '10 MB, and `idNumber`. Allowed when nothing was submitted yet or the last submission was rejected.',
      consumes: ['multipart/form-data'],
      response: { 201: z.object({ message: z.string(), kyc: kycState }) },
    }),
    async (request, reply) => {
      const form = await readMultipart(request, {
        fields: ['idNumber'],
        files: ['idFront', 'idBack', 'proofOfAddress'],
        maxBytes: DOCUMENT_MAX_BYTES,
      });
      const kyc = await submitKyc(deps, caller(request).userId, form);
      return reply.status(201).send({ message: messages.identity.kycSubmitted, kyc });
    },
  );

  app.get('/users/kyc', route('customer', { response: { 200: kycState } }), async (request) =>
    kycStateOf(db, caller(request).userId),
  );

  app.get(
    '/users/kyc/documents/:name',
    {
      config: { access: 'user', staffRead: { kind: 'identity_documents', subject: userQuery } },
      schema: {
        tags: ['kyc'],
        description: "One document of the caller's newest submission; administrators add `userId`.",
        params: z.object({ name: z.enum(KYC_DOCUMENTS) }),
        querystring: z.strictObject({
          userId: z.string().max(64).optional(),
          submissionId: z.string().max(64).optional(),
          ...imageSize.shape,
        }),
      },
    },
    async (request, reply) => {
      const file = await kycDocument(deps, caller(request), request.params.name, request.query);
      return sendAttachment(reply, request.query.size === 'thumbnail' ? await thumbnailOf(file) : file);
    },
  );

  app.get(
    '/admin/kyc',
    adminRoute('admin', {
      description: 'KYC submissions in a status with links to their documents. Next page: X-Next-Cursor.',
      querystring: queueQuery(DECISION_STATUSES, pageQuery),
      response: { 200: z.array(kycQueueItem) },
    }),
    async (request, reply) => sendPage(reply, await kycQueue(db, request.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/kyc/:id/${decision}`,
      adminRoute('admin', {
        description:
          decision === 'approve'
            ? 'Approve a Pending submission.'
            : 'Reject with a reason the customer sees.',
        params: idParams,
        body: decision === 'approve' ? kycDecisionBody.nullish() : kycRejectBody,
        response: { 200: z.object({ message: z.string(), kyc: kycQueueItem }) },
      }),
      async (request) => {
        const kyc = await decideKyc(db, {
          adminId: caller(request).userId,
          id: request.params.id,
          decision,
          reason: request.body?.reason,
          ip: request.ip,
        });
        const message =
          decision === 'approve'
            ? messages.adminKyc.approved(kyc.customer.name)
            : messages.adminKyc.rejected(kyc.customer.name);
        return { message, kyc };
      },
    );
  }
};

export default kycRoutes;
