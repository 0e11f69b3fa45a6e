import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { apiErrorResponse } from '../../shared/schemas/auth';
import type { Db } from '../db/connection';
import { caller } from '../http/access';
import { markNotificationsRead, notificationsOf } from './notifications-service';
import { publicNotification } from './notification-view';

/** The bell: the caller's notifications with the unread count, and marking them read. */
const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        querystring: limitQuery,
        response: {
          200: z.object({ notifications: z.array(publicNotification), unread: z.number() }),
          401: apiErrorResponse,
        },
      },
    },
    async (request) => notificationsOf(db, caller(request).userId, request.query.limit),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        description: 'Marks the given notifications read, or all of them when ids is absent.',
        body: z.strictObject({ ids: z.array(z.uuid()).max(100).optional() }).optional(),
        response: {
          200: z.object({ message: z.string(), updated: z.number() }),
          400: apiErrorResponse,
          401: apiErrorResponse,
        },
      },
    },
    async (request) => {
      const updated = await markNotificationsRead(db, caller(request).userId, request.body?.ids);
      return { message: 'Notifications marked as read.', updated };
    },
  );
};

export default notificationsRoutes;
