import type { RouteObject } from 'react-router';

/**
 * The support and security screens, owned by that feature: customer routes (inside the guarded customer
 * shell), admin routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  {
    path: '/NewTicket',
    handle: { title: 'New Ticket' },
    lazy: () =>
      import('../../features/tickets/new-ticket-page').then((m) => ({ Component: m.NewTicketPage })),
  },
  {
    path: '/TicketHistory',
    handle: { title: 'Ticket History' },
    lazy: () =>
      import('../../features/tickets/ticket-history-page').then((m) => ({ Component: m.TicketHistoryPage })),
  },
  {
    path: '/Helpdesk',
    handle: { title: 'Helpdesk' },
    lazy: () => import('../../features/helpdesk/helpdesk-page').then((m) => ({ Component: m.HelpdeskPage })),
  },
  {
    path: '/ManagePassword',
    handle: { title: 'Manage Password' },
    lazy: () =>
      import('../../features/password/manage-password-page').then((m) => ({
        Component: m.ManagePasswordPage,
      })),
  },
  {
    path: '/Security',
    handle: { title: 'Security' },
    lazy: () => import('../../features/security/security-page').then((m) => ({ Component: m.SecurityPage })),
  },
  {
    path: '/ActivitiesPage',
    handle: { title: 'Recent Activities' },
    lazy: () =>
      import('../../features/activities/activities-page').then((m) => ({ Component: m.ActivitiesPage })),
  },
];

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/tickets',
    handle: { title: 'Tickets' },
    lazy: () =>
      import('../../features/tickets/admin-tickets-page').then((m) => ({ Component: m.AdminTicketsPage })),
  },
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/tickets', label: 'Tickets' },
];
