import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, sendPage } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { pageQuery } from '../../shared/schemas/page';
import { z } from 'zod';
import { loginActivity, userListResponse, userProfile } from '../../shared/schemas/auth';
import type pg from 'pg';
import type { Db } from '../db/connection';
import { caller } from '../http/access';
import { activitiesFor, profileOf, usersPage } from './users-service';
import type { ProfileCache } from './profile-cache';
import type { UserProfile } from '../../shared/schemas/auth';
import { userParam } from '../staff-reads/staff-reads-guard';

const errors = errorResponses(401, 403, 404);
const route = routeOptions(['users'], errors);

/** Profiles, login activity and the administrators' list of users (SPEC.md §7). */
const usersRoutes: FastifyPluginAsyncZod<{ db: Db; pool: pg.Pool; profiles: ProfileCache }> = async (
  app,
  { db, pool, profiles },
) => {
  app.get('/users/profile', route('user', { response: { 200: userProfile } }), async (request, reply) => {
    const { userId } = caller(request);
    // Sent as the cached JSON text (Fastify sends a string as it is): `userProfile`'s shape, from `profileOf`.
    const json = await profiles.json(userId, () => profileOf(pool, userId));
    return reply.type('application/json; charset=utf-8').send(json as unknown as UserProfile);
  });

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        description: 'Users, oldest first. The next page cursor is in the X-Next-Cursor header.',
        querystring: z.strictObject({
          search: z.string().trim().max(100).optional(),
          ...pageQuery.shape,
        }),
        response: { 200: userListResponse, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await usersPage(db, request.query)),
  );

  app.get(
    '/users/:userId',
    route(
      'user',
      {
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: z.array(loginActivity) },
      },
      { staffRead: { kind: 'login_activity', subject: userParam('userId') } },
    ),
    async (request) => activitiesFor(db, caller(request), request.params.userId),
  );
};

export default usersRoutes;
