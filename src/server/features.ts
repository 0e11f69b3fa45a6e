import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import alertsRoutes from './alerts/alerts-routes';
import auditRoutes from './audit/audit-routes';
import authRoutes from './auth/auth-routes';
import adminMoneyRoutes from './backoffice/admin-money-routes';
import backofficeRoutes from './backoffice/backoffice-routes';
import cardsRoutes from './cards/cards-routes';
import dataExportRoutes from './data-export/data-export-routes';
import depositsRoutes from './deposits/deposits-routes';
import eventsRoutes from './events/events-routes';
import type { FeatureDeps } from './feature-deps';
import identityRoutes from './identity/identity-routes';
import insightsRoutes from './insights/insights-routes';
import loansRoutes from './loans/loans-routes';
import lockdownRoutes from './lockdown/lockdown-routes';
import mfaRoutes from './mfa/mfa-routes';
import notificationsRoutes from './notifications/notifications-routes';
import passkeysRoutes from './passkeys/passkeys-routes';
import payeesRoutes from './payees/payees-routes';
import pinRoutes from './pin/pin-routes';
import potsRoutes from './pots/pots-routes';
import sessionsRoutes from './sessions/sessions-routes';
import staffReadsRoutes from './staff-reads/staff-reads-routes';
import standingOrdersRoutes from './standing-orders/standing-orders-routes';
import closingRoutes from './closing/closing-routes';
import statementRoutes from './statement/statement-routes';
import supportRoutes from './support/support-routes';
import transfersRoutes from './transfers/transfers-routes';
import usersRoutes from './users/users-routes';
import statementsRoutes from './statements/statements-routes';
import interestRoutes from './interest/interest-routes';
import jobsAdminRoutes from './jobs/jobs-admin-routes';
import sanctionsRoutes from './sanctions/sanctions-routes';
import casesRoutes from './monitoring/cases-routes';
import disputesRoutes from './disputes/disputes-routes';

/**
 * Every feature's routes, in the order they are registered (the OpenAPI document lists them so). Each
 * takes the same `FeatureDeps`; a new feature adds its plugin here and nothing else in `app.ts`.
 */
export const featureRoutes: FastifyPluginAsyncZod<FeatureDeps>[] = [
  authRoutes,
  usersRoutes,
  pinRoutes,
  transfersRoutes,
  statementRoutes,
  adminMoneyRoutes,
  auditRoutes,
  notificationsRoutes,
  eventsRoutes,
  loansRoutes,
  cardsRoutes,
  depositsRoutes,
  identityRoutes,
  supportRoutes,
  sessionsRoutes,
  backofficeRoutes,
  payeesRoutes,
  insightsRoutes,
  alertsRoutes,
  mfaRoutes,
  lockdownRoutes,
  passkeysRoutes,
  standingOrdersRoutes,
  potsRoutes,
  statementsRoutes,
  interestRoutes,
  jobsAdminRoutes,
  closingRoutes,
  dataExportRoutes,
  staffReadsRoutes,
  sanctionsRoutes,
  casesRoutes,
  disputesRoutes,
];
