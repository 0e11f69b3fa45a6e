import type { RouteObject } from 'react-router';

/**
 * The cards screens, owned by that feature: customer routes (inside the guarded customer shell), admin
 * routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  {
    path: '/Cards',
    handle: { title: 'Apply New Cards' },
    lazy: () => import('../../features/cards/cards-page').then((m) => ({ Component: m.CardsPage })),
  },
];
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/cards',
    handle: { title: 'Card applications' },
    lazy: () =>
      import('../../features/cards/admin-cards-page').then((m) => ({ Component: m.AdminCardsPage })),
  },
];
export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/cards', label: 'Cards' },
];
