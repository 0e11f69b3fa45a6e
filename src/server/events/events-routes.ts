import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../http/access';
import { originAllowed } from '../http/access';
import { DomainError } from '../common/domain-error';
import type { FeatureDeps } from '../feature-deps';

/**
 * GET /events: one server-sent event stream per browser tab. Events: `notification` (the new notification
 * as GET /notifications shows it) and `unread` (`{ unread }`); comment lines as heartbeats. The stream ends
 * when the session does.
 */
const eventsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { events: hub, config }) => {
  app.get(
    '/events',
    {
      // Compressing a stream would hold events back in the compressor's buffer.
      config: { access: 'user', compress: false },
      schema: {
        tags: ['notifications'],
        description:
          'Server-sent events (text/event-stream): `notification` with the new notification, `unread` with ' +
          '`{ unread }`. Ends when the session ends. At most a few streams per user (429 beyond).',
      },
    },
    async (request, reply) => {
      const user = caller(request);
      // Same-origin EventSource sends no Origin; a foreign page's does, and is refused.
      if (request.headers.origin && !originAllowed(request, config, true)) {
        throw new DomainError('bad_origin');
      }
      const sink = hub.open(user, request.sessionTokenHash!);
      reply.raw.on('close', () => sink.destroy());
      // A stream that was cut off (slow reader) must not leave the connection open without a body.
      sink.on('close', () => {
        if (!reply.raw.writableEnded) reply.raw.destroy();
      });
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-store, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(sink);
    },
  );
};

export default eventsRoutes;
