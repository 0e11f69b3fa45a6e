import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The savings interest screens (issue 49 part 1): the back office's rates and scheduled jobs pages. */
export const customerRoutes: RouteObject[] = [];

export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/interest-rates', 'Interest rates', () =>
    import('../../features/interest/interest-rates-page').then((m) => m.InterestRatesPage),
  ),
  lazyPage('/admin/jobs', 'Scheduled jobs', () =>
    import('../../features/interest/jobs-page').then((m) => m.JobsPage),
  ),
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/interest-rates', label: 'Interest rates' },
  { to: '/admin/jobs', label: 'Scheduled jobs' },
];
