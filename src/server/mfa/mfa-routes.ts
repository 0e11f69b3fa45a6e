import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import { messageResponse, mfaCodeBody, reauthBody } from '../../shared/schemas/auth';
import { mfaStatus } from '../../shared/schemas/passkeys';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import {
  disableTotp,
  enableTotp,
  mfaStatus as statusOf,
  reauthenticate,
  renewRecoveryCodes,
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
    enrolmentRoute(
      'user',
      {
        description:
          'A new secret for the authenticator app (not a factor until enabled with a code). Adds a factor: ' +
          'with two-step off, needs a sign-in or POST /users/reauth in the last REAUTH_WINDOW_MINUTES.',
        response: { 200: z.object({ secret: z.string(), otpauthUrl: z.string() }) },
      },
      { sensitive: 'addFactor' },
    ),
    async (request) => setupTotp(deps, caller(request)),
  );

  app.post(
    '/users/mfa/totp/enable',
    enrolmentRoute(
      'user',
      {
        body: mfaCodeBody,
        response: { 200: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }) },
      },
      { sensitive: 'addFactor' },
    ),
    async (request) => {
      const { recoveryCodes } = await app.sessions.publish(caller(request).userId, () =>
        enableTotp(deps, caller(request), request.body.code),
      );
      return { message: messages.mfa.enabled, recoveryCodes };
    },
  );

  app.post(
    '/users/mfa/totp/disable',
    route(
      'user',
      {
        description: 'Removes the authenticator app. Needs a second factor proved in the last 5 minutes.',
        response: { 200: messageResponse },
      },
      { sensitive: 'twoStepOff' },
    ),
    async (request) => {
      await app.sessions.publish(caller(request).userId, () => disableTotp(deps, caller(request)));
      return { message: messages.mfa.disabled };
    },
  );

  app.post(
    '/users/mfa/recovery-codes',
    route(
      'user',
      {
        description: 'Ten new recovery codes, replacing the old ones; needs a fresh second factor.',
        response: { 200: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }) },
      },
      { sensitive: 'recoveryCodes' },
    ),
    async (request) => ({
      message: messages.mfa.newRecoveryCodes,
      recoveryCodes: await renewRecoveryCodes(deps, caller(request)),
    }),
  );

  app.post(
    '/users/reauth',
    enrolmentRoute('user', {
      description:
        'The password again, with two-step off: sensitive actions accept it for REAUTH_WINDOW_MINUTES. ' +
        'With two-step on, prove a second factor instead.',
      body: reauthBody,
      response: { 200: messageResponse },
    }),
    async (request) => {
      await app.sessions.publish(caller(request).userId, () =>
        reauthenticate(deps, caller(request), request.body.password),
      );
      return { message: messages.mfa.verified };
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
