import { AVATAR_MAX_BYTES } from '../../shared/schemas/identity';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { readMultipart } from '../uploads/multipart';
import { readAvatar, uploadAvatar } from './avatar-service';

const route = routeOptions(['users'], errorResponses(400, 401, 403, 404, 413, 415));

/** The profile picture: upload (metadata stripped) and the picture itself for signed-in viewers. */
const avatarRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const deps = { db };

  app.post(
    '/users/avatar',
    route('user', {
      description:
        'Multipart field `avatar`: JPEG, PNG or WebP (by its bytes), at most 2 MB. Metadata is removed.',
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ message: z.string(), avatarUrl: z.string() }) },
    }),
    async (request) => {
      const form = await readMultipart(request, {
        fields: [],
        files: ['avatar'],
        maxBytes: AVATAR_MAX_BYTES,
      });
      const result = await uploadAvatar(deps, caller(request).userId, form.files.avatar);
      return { message: messages.identity.avatarUpdated, ...result };
    },
  );

  app.get(
    '/users/avatar/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        description: 'The profile picture of the caller (administrators: of anyone).',
        params: z.object({ userId: z.string().max(64) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(deps, caller(request), request.params.userId);
      return reply
        .header('Content-Type', avatar.mime)
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(avatar.body);
    },
  );
};

export default avatarRoutes;
