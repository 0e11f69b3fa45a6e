import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { activeSession } from '../../shared/schemas/support';
import { requestContext } from '../http/request-context';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { revokeOtherSessions, sessionsOf } from './sessions-service';

const route = routeOptions(['users'], errorResponses(401, 403));

/** The caller's active sessions, and signing out everywhere else (DESIGN.md §5, §6). */
const sessionsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const timeouts = { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };

  app.get(
    '/users/sessions',
    route('user', {
      description: 'Live sessions of the caller, this one first (`current`).',
      response: { 200: z.array(activeSession) },
    }),
    async (request) => sessionsOf(db, caller(request), timeouts),
  );

  app.post(
    '/users/sessions/revoke-others',
    route(
      'user',
      {
        description:
          'Ends every session of the caller except this one; it is recorded in the login activity.',
        response: { 200: z.object({ message: z.string(), revoked: z.number() }) },
      },
      { sensitive: 'signOutOthers' },
    ),
    async (request) => {
      const revoked = await app.sessions.publish(caller(request).userId, () =>
        revokeOtherSessions(db, caller(request), requestContext(request)),
      );
      return { message: messages.activities.signedOutOthers(revoked), revoked };
    },
  );
};

export default sessionsRoutes;
