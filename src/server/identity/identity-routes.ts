import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';

/** The identity routes. */
const identityRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

export default identityRoutes;
