import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { customerSentence } from '../../shared/customer-text';
import { answerCode } from '../../shared/errors';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import { errorStatus } from '../http/error-status';

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
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: messages.generic.internal, code: 'internal_error' });
    });
  },
  { name: 'errors' },
);
