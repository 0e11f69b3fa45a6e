import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';

/** The support routes. */
const supportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

export default supportRoutes;
