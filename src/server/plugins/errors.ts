import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { customerSentence } from '../../shared/customer-text';
import { answerCode } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import { errorStatus } from '../http/error-status';
import { isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../db/unreachable';

/**
 * A request refused before its body was read to the end (an upload over its limit, 413, or of the wrong
 * type, 415) would leave the rest of the body on a keep-alive connection, unread: Node parses the next
 * request only after it, so that connection hung until its timeout. The rest is now read and dropped
 * while the answer goes out, and the connection is closed after it, so a client that sent gigabytes is
 * not kept reading for them.
 */
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return;
  reply.header('connection', 'close');
  raw.unpipe();
  raw.resume();
}

/** The one error handler: `{ message, code }` for every failure, and no internals on a 5xx. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      closeIfBodyUnread(request, reply);
      if (error instanceof DomainError) {
        return reply
          .status(errorStatus[error.code])
          .send({ message: error.message, code: answerCode(error.code) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The schema's own sentence for the first problem, never a field path ("transfer.bankName: …")
        // nor zod's default wording, which a customer would read as it is.
        const message = customerSentence(error.validation[0]?.message) ?? messages.generic.invalidInput;
        return reply.status(400).send({ message, code: 'invalid_input' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({ message: messages.generic.rateLimited, code: 'rate_limited' });
      }
      if (status === 413) {
        return reply
          .status(413)
          .send({ message: messages.generic.payloadTooLarge, code: 'payload_too_large' });
      }
      // Fastify's own refusals (a bad content type, a malformed body) keep their status.
      if (status >= 400 && status < 500) {
        return reply.status(status).send({
          message: customerSentence(error.message) ?? messages.generic.invalidInput,
          code: 'invalid_input',
        });
      }
      // No database to reach (it is down, or failing over): nothing was sent, so nothing happened, and the
      // client may retry. A request whose statement was sent when the connection broke stays a 500 below.
      if (isDatabaseUnreachable(error)) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .send({ message: messages.generic.unavailable, code: 'service_unavailable' });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: messages.generic.internal, code: 'internal_error' });
    });
  },
  { name: 'errors' },
);
