import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../feature-deps';
import avatarRoutes from './avatar-routes';
import kycRoutes from './kyc-routes';
import nextOfKinRoutes from './next-of-kin-routes';

/** The identity routes: profile picture, KYC with its review, and next of kin. */
const identityRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  await app.register(avatarRoutes, deps);
  await app.register(kycRoutes, deps);
  await app.register(nextOfKinRoutes, deps);
};

export default identityRoutes;
