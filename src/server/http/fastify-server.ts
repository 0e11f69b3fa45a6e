import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { requestSerializer } from '../plugins/log-redaction';
import { BODY_LIMIT_BYTES } from '../plugins/request-limits';
import { lazyChildLogger } from './lazy-child-logger';

/** Paths that must never reach the logs in clear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.pin',
  '*.pincode',
  '*.oldPin',
  '*.newPin',
  '*.token',
];

/** A hop count trusts that many proxies nearest the server (as proxy-addr does); a list, those addresses. */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * The bare Fastify server: logging with secrets redacted, a request id (the client's when it is a sane
 * one) echoed as `X-Request-Id`, the proxies believed, zod for schemas. Everything else is a plugin.
 */
export function createFastifyServer(config: Config, logStream?: { write: (line: string) => void }) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    childLoggerFactory: lazyChildLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks on every request are callback-style where nothing is awaited: no promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  return app;
}
