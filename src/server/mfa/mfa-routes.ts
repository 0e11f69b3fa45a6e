import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { messageResponse, mfaCodeBody } from '../../shared/schemas/auth';
import { mfaStatus } from '../../shared/schemas/passkeys';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import {
  disableTotp,
  enableTotp,
  mfaStatus as statusOf,
  requireFreshSecondFactor,
  setupTotp,
  verifySecondFactor,
} from './mfa-service';

const errors = errorResponses(400, 401, 403, 409, 429);
const route = routeOptions(['mfa'], errors);
const enrolmentRoute = routeOptions(['mfa'], errors, { enrolment: true });

/** Two-step sign-in with an authenticator app, and step-up (issue 15). */
const mfaRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, pinKey }) => {
  const deps = { db, pinKey };
  // A change to what the session cache holds must reach every process before the answer leaves, so
  // each change below goes through `app.sessions.publish`.

  app.get(
    '/users/mfa',
    enrolmentRoute('user', {
      description: 'Which second factors the caller has: `twoStep` is an authenticator app or any passkey.',
      response: { 200: mfaStatus },
    }),
    async (request) => statusOf(db, caller(request).userId),
  );

  app.post(
    '/users/mfa/totp/setup',
    enrolmentRoute('user', {
      description: 'A new secret for the authenticator app (not active until enabled with a code).',
      response: { 200: z.object({ secret: z.string(), otpauthUrl: z.string() }) },
    }),
    async (request) => setupTotp(deps, caller(request)),
  );

  app.post(
    '/users/mfa/totp/enable',
    enrolmentRoute('user', {
      body: mfaCodeBody,
      response: { 200: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }) },
    }),
    async (request) => {
      const { recoveryCodes } = await app.sessions.publish(caller(request).userId, () =>
        enableTotp(deps, caller(request), request.body.code),
      );
      return { message: messages.mfa.enabled, recoveryCodes };
    },
  );

  app.post(
    '/users/mfa/totp/disable',
    route('user', {
      description: 'Needs a second factor proved in the last 5 minutes.',
      response: { 200: messageResponse },
    }),
    async (request) => {
      requireFreshSecondFactor(caller(request));
      await app.sessions.publish(caller(request).userId, () => disableTotp(deps, caller(request)));
      return { message: messages.mfa.disabled };
    },
  );

  app.post(
    '/users/mfa/verify',
    route('user', {
      description: 'Step-up: proves a second factor in this session for the next 5 minutes.',
      body: mfaCodeBody,
      response: { 200: messageResponse },
    }),
    async (request) => {
      await app.sessions.publish(caller(request).userId, () =>
        verifySecondFactor(deps, caller(request), request.body.code),
      );
      return { message: messages.mfa.verified };
    },
  );
};

export default mfaRoutes;
