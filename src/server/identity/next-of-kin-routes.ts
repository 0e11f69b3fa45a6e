import { DOCUMENT_MAX_BYTES } from '../../shared/schemas/identity';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { NEXT_OF_KIN_DOCUMENTS, nextOfKin, nextOfKinResponse } from '../../shared/schemas/identity';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { sendAttachment } from '../uploads/file-store';
import { readMultipart } from '../uploads/multipart';
import { nextOfKinDocument, nextOfKinOf, saveNextOfKin } from './next-of-kin-service';
import { userQuery } from '../staff-reads/staff-reads-guard';

const route = routeOptions(['next of kin'], errorResponses(400, 401, 403, 404, 413, 415));

/** The customer's next of kin (SPEC.md §2 Next of Kin): one record, saved again to edit it. */
const nextOfKinRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const deps = { db };

  app.put(
    '/users/next-of-kin',
    route('customer', {
      description:
        'Multipart: fullName, email, phone, gender (Male/Female/Other, default Male), dob (YYYY-MM-DD, in ' +
        'the past), address, state, and the images idFront and idBack (required the first time; leave ' +
        'them out later to keep the stored ones).',
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ message: z.string(), nextOfKin }) },
    }),
    async (request) => {
      const form = await readMultipart(request, {
        fields: ['fullName', 'email', 'phone', 'gender', 'dob', 'address', 'state'],
        files: [...NEXT_OF_KIN_DOCUMENTS],
        maxBytes: DOCUMENT_MAX_BYTES,
      });
      const saved = await saveNextOfKin(deps, caller(request).userId, form);
      return { message: messages.identity.nextOfKinSaved, nextOfKin: saved };
    },
  );

  app.get(
    '/users/next-of-kin',
    route('customer', {
      description: 'The saved next of kin, or `{ nextOfKin: null }` when none is saved yet.',
      response: { 200: nextOfKinResponse },
    }),
    async (request) => ({ nextOfKin: await nextOfKinOf(db, caller(request).userId) }),
  );

  app.get(
    '/users/next-of-kin/documents/:name',
    {
      config: { access: 'user', staffRead: { kind: 'next_of_kin', subject: userQuery } },
      schema: {
        tags: ['next of kin'],
        description: "An ID image of the caller's next of kin as an attachment; administrators add `userId`.",
        params: z.object({ name: z.enum(NEXT_OF_KIN_DOCUMENTS) }),
        querystring: z.strictObject({ userId: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const file = await nextOfKinDocument(deps, caller(request), request.params.name, request.query);
      return sendAttachment(reply, file);
    },
  );
};

export default nextOfKinRoutes;
