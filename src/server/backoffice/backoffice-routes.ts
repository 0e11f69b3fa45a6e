import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';

/** The backoffice routes. */
const backofficeRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

export default backofficeRoutes;
