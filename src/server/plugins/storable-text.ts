import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import { hasUnstorableText } from '../common/storable-text';

export default fp(
  async function storableText(app: FastifyInstance) {
    app.addHook('preValidation', (request, _reply, done) => {
      const bad = [request.body, request.query, request.params].some((part) => hasUnstorableText(part));
      done(bad ? new DomainError('invalid_input', messages.generic.unstorableText) : undefined);
    });
  },
  { name: 'storable-text', dependencies: ['errors'] },
);
