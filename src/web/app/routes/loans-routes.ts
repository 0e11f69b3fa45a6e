import type { RouteObject } from 'react-router';

/**
 * The loans screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  {
    path: '/LoanRequest',
    handle: { title: 'Loan Request' },
    lazy: () =>
      import('../../features/loans/loan-request-page').then((m) => ({ Component: m.LoanRequestPage })),
  },
  {
    path: '/Myloans',
    handle: { title: 'My Loans' },
    lazy: () => import('../../features/loans/my-loans-page').then((m) => ({ Component: m.MyLoansPage })),
  },
  {
    path: '/Myloans/:loanId',
    handle: { title: 'Loan Details' },
    lazy: () =>
      import('../../features/loans/loan-detail-page').then((m) => ({ Component: m.LoanDetailPage })),
  },
];
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/loans',
    handle: { title: 'Loans' },
    lazy: () =>
      import('../../features/loans/admin-loans-page').then((m) => ({ Component: m.AdminLoansPage })),
  },
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/loans', label: 'Loans' },
];
