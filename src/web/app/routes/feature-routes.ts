import type { RouteObject } from 'react-router';
import * as backoffice from './backoffice-routes';
import * as cards from './cards-routes';
import * as deposits from './deposits-routes';
import * as identity from './identity-routes';
import * as loans from './loans-routes';
import * as everyday from './everyday-routes';
import * as support from './support-routes';
import * as interest from './interest-routes';
import * as statements from './statements-routes';
import * as closing from './closing-routes';
import * as sanctions from './sanctions-routes';
import * as cases from './cases-routes';
import * as disputes from './disputes-routes';

/** Every feature's own route list, gathered once so that features never edit each other's entries. */
const features = [
  loans,
  cards,
  deposits,
  identity,
  support,
  backoffice,
  everyday,
  statements,
  interest,
  closing,
  sanctions,
  cases,
  disputes,
];

export const featureCustomerRoutes: RouteObject[] = features.flatMap((f) => f.customerRoutes);
export const featureAdminRoutes: RouteObject[] = features.flatMap((f) => f.adminRoutes);
export const featureAdminLinks = features.flatMap((f) => f.adminLinks);
