import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import type { FeatureDeps } from '../feature-deps';
import { errorResponses } from '../http/responses';
import { requestContext } from '../http/request-context';
import { lockDown, lockDownByToken } from './lockdown-service';
import { DomainError } from '../common/domain-error';
import { publicOrigin } from '../auth/auth-routes';

/** "This wasn't me" (issue 15): the activities page's button, signed in, or the new-sign-in mail's link. */
const lockdownRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  app.post(
    '/users/security/lockdown',
    {
      config: { access: 'public', optionalSession: true },
      schema: {
        tags: ['security'],
        description:
          "Locks the caller's account down (signed in), or the account of the mail's single-use `token`: every " +
          'session ends, cards are frozen, payments out pause until a password reset, the bank sees the case.',
        body: z.strictObject({ token: z.string().min(20).max(100).optional() }).nullish(),
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = { ...requestContext(request), origin: publicOrigin(config) };
      const since = Date.now();
      let userId: string;
      if (request.body?.token) userId = await lockDownByToken(db, request.body.token, ctx);
      else if (request.auth) {
        userId = request.auth.userId;
        await lockDown(db, userId, 'activities', ctx, { sessionId: request.auth.sessionId });
      } else throw new DomainError('not_signed_in');
      await app.sessions.published(userId, since);
      reply.clearCookie('vb_session', { path: '/' });
      return { message: messages.lockdown.done };
    },
  );
};

export default lockdownRoutes;
