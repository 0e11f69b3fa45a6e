import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { apiErrorResponse, messageResponse } from '../../shared/schemas/auth';
import { changePinBody } from '../../shared/schemas/transfers';
import { caller } from '../http/access';
import { changePin, type PinChangeDeps } from './pin-service';

/** SPEC.md §7: `POST /users/api/auth/change-pin` sets the first PIN or changes it. */
const pinRoutes: FastifyPluginAsyncZod<PinChangeDeps & { rateLimitPerMinute: number }> = async (
  app,
  deps,
) => {
  app.post(
    '/users/api/auth/change-pin',
    {
      config: {
        access: 'user',
        sensitive: 'changePin',
        rateLimit: { max: deps.rateLimitPerMinute, timeWindow: '1 minute' },
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
};

export default pinRoutes;
