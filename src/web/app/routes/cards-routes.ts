import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The cards screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  lazyPage('/Cards', 'Apply New Cards', () =>
    import('../../features/cards/cards-page').then((m) => m.CardsPage),
  ),
];
export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/cards', 'Card applications', () =>
    import('../../features/cards/admin-cards-page').then((m) => m.AdminCardsPage),
  ),
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/cards', label: 'Cards' },
];
