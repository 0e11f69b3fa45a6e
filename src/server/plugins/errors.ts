import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerCode } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import { errorStatus } from '../http/error-status';
import { isDatabaseUnreachable, RETRY_AFTER_SECONDS } from '../db/unreachable';

/** The one error handler: `{ message, code }` for every failure, and no internals on a 5xx. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof DomainError) {
        return reply
          .status(errorStatus[error.code])
          .send({ message: error.message, code: answerCode(error.code) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const detail = issue?.message ?? messages.generic.invalidInput;
        const message = field && !detail.includes(field) ? `${field}: ${detail}` : detail;
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
        return reply
          .status(status)
          .send({ message: error.message || messages.generic.invalidInput, code: 'invalid_input' });
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
