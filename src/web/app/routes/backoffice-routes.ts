import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The backoffice screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [];

export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/users/:id', 'Customer', () =>
    import('../../features/backoffice/customer-detail-page').then((m) => m.CustomerDetailPage),
  ),
  lazyPage('/admin/credits', 'Credits', () =>
    import('../../features/backoffice/credits-page').then((m) => m.CreditsPage),
  ),
  lazyPage('/admin/audit', 'Audit log', () =>
    import('../../features/backoffice/audit-page').then((m) => m.AuditPage),
  ),
  lazyPage('/admin/admins', 'Administrators', () =>
    import('../../features/backoffice/admins-page').then((m) => m.AdminsPage),
  ),
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/credits', label: 'Credits' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/admins', label: 'Administrators' },
];
