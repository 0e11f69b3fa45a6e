import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';

/** The cards routes. */
const cardsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

export default cardsRoutes;
