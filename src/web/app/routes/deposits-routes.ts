import type { RouteObject } from 'react-router';

/**
 * The deposits screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  {
    path: '/ChequeDeposit',
    handle: { title: 'Mobile Check Deposit' },
    lazy: () =>
      import('../../features/deposits/cheque-deposit-page').then((m) => ({
        Component: m.ChequeDepositPage,
      })),
  },
];
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/deposits',
    handle: { title: 'Cheque Deposits' },
    lazy: () =>
      import('../../features/deposits/admin-deposits-page').then((m) => ({
        Component: m.AdminDepositsPage,
      })),
  },
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/deposits', label: 'Deposits' },
];
