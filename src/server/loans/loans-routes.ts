import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';

/** The loans routes. */
const loansRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

export default loansRoutes;
