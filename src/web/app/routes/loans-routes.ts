import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The loans screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  lazyPage('/LoanRequest', 'Loan Request', () =>
    import('../../features/loans/loan-request-page').then((m) => m.LoanRequestPage),
  ),
  lazyPage('/Myloans', 'My Loans', () =>
    import('../../features/loans/my-loans-page').then((m) => m.MyLoansPage),
  ),
  lazyPage('/Myloans/:loanId', 'Loan Details', () =>
    import('../../features/loans/loan-detail-page').then((m) => m.LoanDetailPage),
  ),
];
export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/loans', 'Loans', () =>
    import('../../features/loans/admin-loans-page').then((m) => m.AdminLoansPage),
  ),
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/loans', label: 'Loans' },
];
