import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { apiErrorResponse, messageResponse } from '../../shared/schemas/auth';
import { changePinBody, pinStatus } from '../../shared/schemas/transfers';
import { caller } from '../http/access';
import type { FeatureDeps } from '../feature-deps';
import { changePin, hasPin } from './pin-service';

/** SPEC.md §7: `POST /users/api/auth/change-pin` sets the first PIN or changes it. */
const pinRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, pinKey, config }) => {
  const deps = { db, pinKey, reauthWindowMinutes: config.reauthWindowMinutes };
  app.post(
    '/users/api/auth/change-pin',
    {
      config: {
        access: 'user',
        sensitive: 'changePin',
        rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        description:
          'Omit oldPin to set the first PIN; that needs a session started in the last 10 minutes or the ' +
          'account password in `password`. Three wrong PINs lock PIN use for 30 minutes.',
        body: changePinBody,
        response: {
          200: messageResponse,
          400: apiErrorResponse,
          401: apiErrorResponse,
          403: apiErrorResponse,
          429: apiErrorResponse,
        },
      },
    },
    async (request) => {
      await changePin(deps, caller(request), request.body);
      return { message: messages.pin.success };
    },
  );

  // Whether the caller has a PIN yet, so a transfer page asks for one before the first payment (issue 47).
  app.get(
    '/users/api/auth/pin',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        description: 'Whether the caller has set a PIN (`pinSet`); never anything about the PIN itself.',
        response: { 200: pinStatus, 401: apiErrorResponse },
      },
    },
    async (request) => ({ pinSet: await hasPin(deps.db, caller(request).userId) }),
  );
};

export default pinRoutes;
