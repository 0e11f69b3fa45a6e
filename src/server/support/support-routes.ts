import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';
import adminTicketsRoutes from './admin-tickets-routes';
import ticketsRoutes from './tickets-routes';

/** Support: tickets and their replies, for customers and administrators. */
const supportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(ticketsRoutes, deps);
  await app.register(adminTicketsRoutes, deps);
};

export default supportRoutes;
