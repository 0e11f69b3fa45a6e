import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The deposits screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  lazyPage('/ChequeDeposit', 'Mobile Check Deposit', () =>
    import('../../features/deposits/cheque-deposit-page').then((m) => m.ChequeDepositPage),
  ),
];
export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/deposits', 'Cheque Deposits', () =>
    import('../../features/deposits/admin-deposits-page').then((m) => m.AdminDepositsPage),
  ),
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/deposits', label: 'Deposits' },
];
