import type { RouteObject } from 'react-router';

/** Everyday banking (issue 16): saved payees and standing orders, next to the transfer pages that use them. */
export const customerRoutes: RouteObject[] = [
  {
    path: '/Payees',
    handle: { title: 'Payees' },
    lazy: () => import('../../features/payees/payees-page').then((m) => ({ Component: m.PayeesPage })),
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
