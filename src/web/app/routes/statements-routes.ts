import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Monthly statements (issue 49 part 3). */
export const customerRoutes: RouteObject[] = [
  lazyPage('/Statements', 'Statements', () =>
    import('../../features/statements/statements-page').then((m) => m.StatementsPage),
  ),
];

export const adminRoutes: RouteObject[] = [];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [];
