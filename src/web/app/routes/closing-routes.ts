import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Closing an account (issue 49 part 6): reached from My Account, not from the side menu. */
export const customerRoutes: RouteObject[] = [
  lazyPage('/CloseAccount', 'Close my account', () =>
    import('../../features/closing/close-account-page').then((m) => m.CloseAccountPage),
  ),
];

export const adminRoutes: RouteObject[] = [];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [];
