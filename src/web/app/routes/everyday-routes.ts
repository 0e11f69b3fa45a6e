import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Everyday banking (issue 16): saved payees, standing orders and alerts. */
export const customerRoutes: RouteObject[] = [
  lazyPage('/Payees', 'Payees', () => import('../../features/payees/payees-page').then((m) => m.PayeesPage)),
  lazyPage('/Alerts', 'Alerts', () => import('../../features/alerts/alerts-page').then((m) => m.AlertsPage)),
  lazyPage('/StandingOrders', 'Standing Orders', () =>
    import('../../features/standing-orders/standing-orders-page').then((m) => m.StandingOrdersPage),
  ),
  lazyPage('/Pots', 'Pots', () => import('../../features/pots/pots-page').then((m) => m.PotsPage)),
];

export const adminRoutes: RouteObject[] = [];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [];
