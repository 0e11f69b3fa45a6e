import type { RouteObject } from 'react-router';

/** Everyday banking (issue 16): saved payees, standing orders and alerts. */
export const customerRoutes: RouteObject[] = [
  {
    path: '/Payees',
    handle: { title: 'Payees' },
    lazy: () => import('../../features/payees/payees-page').then((m) => ({ Component: m.PayeesPage })),
  },
  {
    path: '/Alerts',
    handle: { title: 'Alerts' },
    lazy: () => import('../../features/alerts/alerts-page').then((m) => ({ Component: m.AlertsPage })),
  },
  {
    path: '/StandingOrders',
    handle: { title: 'Standing Orders' },
    lazy: () =>
      import('../../features/standing-orders/standing-orders-page').then((m) => ({
        Component: m.StandingOrdersPage,
      })),
  },
];

export const adminRoutes: RouteObject[] = [];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [];
