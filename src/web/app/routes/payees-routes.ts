import type { RouteObject } from 'react-router';

/** Saved payees (issue 16): one customer screen; the transfer pages pick from the same list. */
export const customerRoutes: RouteObject[] = [
  {
    path: '/Payees',
    handle: { title: 'Payees' },
    lazy: () => import('../../features/payees/payees-page').then((m) => ({ Component: m.PayeesPage })),
  },
];

export const adminRoutes: RouteObject[] = [];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [];
