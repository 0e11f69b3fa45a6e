import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers about a signed-in person (balances, statements, profile) must not be kept by the browser's
 * cache or a shared proxy, where the next user of the machine or the proxy could read them. Every JSON
 * answer to an authenticated request (or one that opens a session) says `Cache-Control: no-store`; a
 * route that chose its own header (files sent as attachments) keeps it.
 */
export default fp(
  async function noStore(app: FastifyInstance) {
    app.addHook('onSend', (request, reply, payload, done) => {
      // A sign-in answer is not authenticated yet, but it carries the new session (cookie and token).
      const personal = Boolean(request.auth) || reply.hasHeader('set-cookie');
      if (personal && !reply.hasHeader('cache-control')) {
        const type = String(reply.getHeader('content-type') ?? '');
        if (type.startsWith('application/json')) reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'no-store', dependencies: ['auth'] },
);
