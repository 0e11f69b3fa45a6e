import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The support and security screens, owned by that feature: customer routes (inside the guarded customer
 * shell), admin routes (inside the admin shell) and the links they add to the admin bar. Each route is lazy.
 */
export const customerRoutes: RouteObject[] = [
  lazyPage('/NewTicket', 'New Ticket', () =>
    import('../../features/tickets/new-ticket-page').then((m) => m.NewTicketPage),
  ),
  lazyPage('/TicketHistory', 'Ticket History', () =>
    import('../../features/tickets/ticket-history-page').then((m) => m.TicketHistoryPage),
  ),
  lazyPage('/Helpdesk', 'Helpdesk', () =>
    import('../../features/helpdesk/helpdesk-page').then((m) => m.HelpdeskPage),
  ),
  lazyPage('/ManagePassword', 'Manage Password', () =>
    import('../../features/password/manage-password-page').then((m) => m.ManagePasswordPage),
  ),
  lazyPage('/Security', 'Security', () =>
    import('../../features/security/security-page').then((m) => m.SecurityPage),
  ),
  lazyPage('/ActivitiesPage', 'Recent Activities', () =>
    import('../../features/activities/activities-page').then((m) => m.ActivitiesPage),
  ),
];

export const adminRoutes: RouteObject[] = [
  lazyPage('/admin/tickets', 'Tickets', () =>
    import('../../features/tickets/admin-tickets-page').then((m) => m.AdminTicketsPage),
  ),
];

export const adminLinks: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/admin/tickets', label: 'Tickets' },
];
