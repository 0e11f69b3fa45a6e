import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The disputes screens (issue 50 part 3): the customer reports a problem on a receipt (the history
 * feature's dialog), and the back office works the queue here.
 */
export const customerRoutes: RouteObject[] = [];

export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/disputes', 'Disputes', () =>
    import('../../features/disputes/admin-disputes-page').then((m) => m.AdminDisputesPage),
  ),
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/disputes', label: 'Disputes' },
];
