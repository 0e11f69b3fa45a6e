import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Sanctions screening (issue 50 part 1): the back office's review queue and its list versions. */
export const customerRoutes: RouteObject[] = [];

export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/sanctions', 'Sanctions review', () =>
    import('../../features/sanctions/sanctions-review-page').then((m) => m.SanctionsReviewPage),
  ),
  lazyPage('/admin/sanctions-lists', 'Sanctions lists', () =>
    import('../../features/sanctions/sanctions-lists-page').then((m) => m.SanctionsListsPage),
  ),
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/sanctions', label: 'Sanctions review' },
];
