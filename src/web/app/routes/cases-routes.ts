import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Transaction monitoring (issue 50 part 2): the back office's cases queue and case page. */
export const customerRoutes: RouteObject[] = [];

export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/cases', 'Cases', () => import('../../features/cases/cases-page').then((m) => m.CasesPage)),
  lazyPage('/admin/cases/:reference', 'Case', () =>
    import('../../features/cases/case-page').then((m) => m.CasePage),
  ),
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/cases', label: 'Cases' },
];
