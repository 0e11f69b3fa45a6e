import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';

/** The deposits routes. */
const depositsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

export default depositsRoutes;
