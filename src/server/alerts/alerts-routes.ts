import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertSettings, alertSettingsBody } from '../../shared/schemas/alerts';
import type { FeatureDeps } from '../feature-deps';
import { caller } from '../http/access';
import { errorResponses } from '../http/responses';
import { routeOptions } from '../http/route-options';
import { alertSettingsOf, setAlertSettings } from './alerts-service';

const route = routeOptions(['alerts'], errorResponses(400, 401, 403));

/** The caller's alerts (issue 16): low balance, payment out above an amount, money in, new sign-in. */
const alertsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get('/alerts/settings', route('customer', { response: { 200: alertSettings } }), async (request) =>
    alertSettingsOf(db, caller(request).userId),
  );

  app.put(
    '/alerts/settings',
    route(
      'customer',
      {
        description:
          'Amounts in dollars, null for off. Each alert is a notification and a mail, once per event.',
        body: alertSettingsBody,
        response: { 200: alertSettings },
      },
      { sensitive: 'alerts' },
    ),
    async (request) => setAlertSettings(db, caller(request).userId, request.body),
  );
};

export default alertsRoutes;
