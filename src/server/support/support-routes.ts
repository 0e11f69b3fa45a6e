import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';
import adminTicketsRoutes from './admin-tickets-routes';
import sessionsRoutes from './sessions-routes';
import ticketsRoutes from './tickets-routes';

/** Support and security: tickets and their replies, and the caller's active sessions. */
const supportRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(ticketsRoutes, deps);
  await app.register(adminTicketsRoutes, deps);
  await app.register(sessionsRoutes, deps);
};

export default supportRoutes;
