import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import authRoutes from './auth/auth-routes';
import type { Config } from './config';
import type { Db } from './db/connection';
import { createMailer, type Mailer } from './mail/mailer';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import storableText from './plugins/storable-text';
import health from './plugins/health';
import webPlugin from './plugins/web';
import { servePageNavigations } from './plugins/page-navigation';
import usersRoutes from './users/users-routes';
import adminMoneyRoutes from './admin/admin-money-routes';
import auditRoutes from './audit/audit-routes';
import notificationsRoutes from './notifications/notifications-routes';
import loansRoutes from './loans/loans-routes';
import cardsRoutes from './cards/cards-routes';
import depositsRoutes from './deposits/deposits-routes';
import identityRoutes from './identity/identity-routes';
import supportRoutes from './support/support-routes';
import backofficeRoutes from './backoffice/backoffice-routes';

import pinRoutes from './pin/pin-routes';
import { loadPinKey } from './pin/pin-key';
import statementRoutes from './statement/statement-routes';
import transfersRoutes from './transfers/transfers-routes';

export type AppDeps = { db: Db; pool: pg.Pool; mailer?: Mailer };

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

/** Builds the whole application from a config and an open database; `main.ts` listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const mailer = deps.mailer ?? createMailer(config, app.log);
  const https = Boolean(config.publicUrl?.startsWith('https:'));

  await app.register(errorsPlugin);
  await app.register(storableText);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 20, fieldSize: 10 * 1024, parts: 24 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vault Bank API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'vb_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  const isPage = servePageNavigations(app, config.webDir);
  await app.register(authPlugin, { db: deps.db, config });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(health, { pool: deps.pool });
  await app.register(authRoutes, { db: deps.db, mailer, log: app.log, config });
  await app.register(usersRoutes, { db: deps.db });
  const pinKey = loadPinKey(config.dataDir, config.pinKey);
  await app.register(pinRoutes, { db: deps.db, pinKey, rateLimitPerMinute: config.authRateLimitPerMinute });
  await app.register(transfersRoutes, {
    db: deps.db,
    pinKey,
    bankName: config.bankName,
    dailyLimitCents: config.dailyTransferLimitCents,
    transferMaxCents: config.transferMaxCents,
  });
  await app.register(statementRoutes, { db: deps.db, bankName: config.bankName });
  await app.register(adminMoneyRoutes, {
    db: deps.db,
    bankName: config.bankName,
    creditMaxCents: config.creditMaxCents,
    fourEyesThresholdCents: config.fourEyesThresholdCents,
  });
  await app.register(auditRoutes, { db: deps.db });
  await app.register(notificationsRoutes, { db: deps.db });
  const featureDeps = { db: deps.db, config, pinKey, mailer, log: app.log };
  await app.register(loansRoutes, featureDeps);
  await app.register(cardsRoutes, featureDeps);
  await app.register(depositsRoutes, featureDeps);
  await app.register(identityRoutes, featureDeps);
  await app.register(supportRoutes, featureDeps);
  await app.register(backofficeRoutes, featureDeps);

  await app.register(webPlugin, { webDir: config.webDir, isPage });
  return app;
}
