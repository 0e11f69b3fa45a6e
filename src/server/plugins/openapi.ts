import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, built from the routes' zod schemas as they are registered: so it is registered
 * before any route. Its pages (`openApiDocs`) come after the auth plugin, which makes them public.
 */
export const openApi = fp(
  async (app: FastifyInstance) => {
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
  },
  { name: 'openapi' },
);

/** `/docs` (Swagger UI) and `/openapi.json` (the document itself, which the access tests read). */
export const openApiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi-docs', dependencies: ['openapi', 'auth'] },
);
