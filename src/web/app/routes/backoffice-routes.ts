import type { RouteObject } from 'react-router';

/**
 * The backoffice screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [];

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/users/:id',
    handle: { title: 'Customer' },
    lazy: () =>
      import('../../features/backoffice/customer-detail-page').then((m) => ({
        Component: m.CustomerDetailPage,
      })),
  },
  {
    path: '/admin/credits',
    handle: { title: 'Credits' },
    lazy: () => import('../../features/backoffice/credits-page').then((m) => ({ Component: m.CreditsPage })),
  },
  {
    path: '/admin/audit',
    handle: { title: 'Audit log' },
    lazy: () => import('../../features/backoffice/audit-page').then((m) => ({ Component: m.AuditPage })),
  },
  {
    path: '/admin/admins',
    handle: { title: 'Administrators' },
    lazy: () => import('../../features/backoffice/admins-page').then((m) => ({ Component: m.AdminsPage })),
  },
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/credits', label: 'Credits' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/admins', label: 'Administrators' },
];
