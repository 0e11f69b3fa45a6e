import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../shared/schemas/auth';
import { messages } from '../../shared/messages';
import {
  ceremonyOptions,
  passkey,
  passkeyAssertionBody,
  registerPasskeyBody,
  renamePasskeyBody,
} from '../../shared/schemas/passkeys';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import {
  finishPasskeyVerify,
  finishRegistration,
  passkeysOf,
  registrationOptions,
  remove,
  rename,
  verifyOptions,
} from './passkeys-service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const route = routeOptions(['passkeys'], errors);
const enrolmentRoute = routeOptions(['passkeys'], errors, { enrolment: true });
const params = z.object({ id: z.uuid() });

/**
 * A customer's or administrator's passkeys (issue 15 part 3): register, list, rename, remove, and step-up
 * with one. Signing in with a passkey is in auth-routes, next to the password's sign-in.
 */
const passkeysRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, config }) => {
  const deps = { db, config };
  // Two-step on or off changes what every process's session cache holds: each change below goes through
  // `app.sessions.publish`, which answers once all have heard.

  app.get(
    '/users/passkeys',
    enrolmentRoute('user', { response: { 200: z.array(passkey) } }),
    async (request) => passkeysOf(db, caller(request).userId),
  );

  app.post(
    '/users/passkeys/options',
    enrolmentRoute(
      'user',
      {
        description:
          'Options for `navigator.credentials.create`. Adds a factor: with two-step on, needs a fresh second ' +
          'factor; with it off, a sign-in or POST /users/reauth in the last REAUTH_WINDOW_MINUTES.',
        response: { 200: ceremonyOptions },
      },
      { sensitive: 'addFactor' },
    ),
    async (request) => registrationOptions(deps, caller(request)),
  );

  app.post(
    '/users/passkeys',
    enrolmentRoute(
      'user',
      {
        description:
          "Saves the passkey the browser made from this session's latest options. The first passkey turns " +
          'two-step sign-in on and answers ten recovery codes (shown once); later ones answer `recoveryCodes: null`.',
        body: registerPasskeyBody,
        response: {
          201: z.object({ message: z.string(), passkey, recoveryCodes: z.array(z.string()).nullable() }),
        },
      },
      { sensitive: 'addFactor' },
    ),
    async (request, reply) => {
      const saved = await app.sessions.publish(caller(request).userId, () =>
        finishRegistration(deps, caller(request), request.body),
      );
      const message = saved.recoveryCodes ? messages.passkeys.addedTwoStepOn : messages.passkeys.added;
      return reply.status(201).send({ message, ...saved });
    },
  );

  app.patch(
    '/users/passkeys/:id',
    route('user', { params, body: renamePasskeyBody, response: { 200: messageResponse } }),
    async (request) => {
      await rename(db, caller(request), request.params.id, request.body.name);
      return { message: messages.passkeys.renamed };
    },
  );

  app.delete(
    '/users/passkeys/:id',
    route(
      'user',
      {
        description:
          'Needs a second factor proved in the last 5 minutes. Removing the last factor turns two-step off.',
        params,
        response: { 200: messageResponse },
      },
      { sensitive: 'removeFactor' },
    ),
    async (request) => {
      await app.sessions.publish(caller(request).userId, () =>
        remove(db, caller(request), request.params.id),
      );
      return { message: messages.passkeys.removed };
    },
  );

  app.post(
    '/users/mfa/passkey/options',
    route('user', { response: { 200: ceremonyOptions } }),
    async (request) => verifyOptions(deps, caller(request)),
  );

  app.post(
    '/users/mfa/passkey',
    route('user', {
      description: 'Step-up with a passkey: proves a second factor in this session for the next 5 minutes.',
      body: passkeyAssertionBody,
      response: { 200: messageResponse },
    }),
    async (request) => {
      await app.sessions.publish(caller(request).userId, () =>
        finishPasskeyVerify(deps, caller(request), request.body.response),
      );
      return { message: messages.mfa.verified };
    },
  );
};

export default passkeysRoutes;
