import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';
import loansAdminRoutes from './loans-admin-routes';
import loansCustomerRoutes from './loans-customer-routes';

/** The loans routes: the customer's calls under /users/api/loans and the administrators' queue. */
const loansRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(loansCustomerRoutes, deps);
  await app.register(loansAdminRoutes, deps);
};

export default loansRoutes;
