import { featureAdminRoutes, featureCustomerRoutes } from './routes/feature-routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireAdmin, requireSignedIn } from './guards';
import { comingSoonPages } from './routes/customer-pages';
import { PageLoading } from './routes/page-loading';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/*
 * Every screen is its own chunk (route `lazy`), so the first page loads only what it shows.
 * Guards are loaders: they run before a guarded screen renders, so nothing private flashes.
 */

const comingSoonRoutes: RouteObject[] = comingSoonPages.map(({ path, title }) => ({
  path,
  handle: { title },
  lazy: () => import('./routes/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
}));

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/',
        handle: { title: 'Home' },
        lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/RegisterPage',
        handle: { title: 'Create Account' },
        lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: '/ForgotPassword',
        handle: { title: 'Forgot Password' },
        lazy: () =>
          import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: '/reset-password/:token',
        handle: { title: 'Reset Password' },
        lazy: () =>
          import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: '/security/report',
        handle: { title: "This wasn't me" },
        lazy: () => import('../features/security/report-page').then((m) => ({ Component: m.ReportPage })),
      },
      {
        path: '/admin/login',
        handle: { title: 'Admin Login' },
        lazy: () =>
          import('../features/auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        loader: requireAdmin,
        lazy: () => import('./layout/admin-shell').then((m) => ({ Component: m.AdminShell })),
        children: [
          {
            path: '/admin/dashboard',
            handle: { title: 'Admin Dashboard' },
            lazy: () =>
              import('../features/admin/admin-dashboard-page').then((m) => ({
                Component: m.AdminDashboardPage,
              })),
          },
          {
            path: '/admin/transfers',
            handle: { title: 'Transfers' },
            lazy: () =>
              import('../features/admin/admin-transfers-page').then((m) => ({
                Component: m.AdminTransfersPage,
              })),
          },
          ...featureAdminRoutes,
        ],
      },
      {
        loader: requireSignedIn,
        lazy: () => import('./layout/customer-shell').then((m) => ({ Component: m.CustomerShell })),
        children: [
          {
            path: '/dashboard',
            handle: { title: 'Dashboard' },
            lazy: () =>
              import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: '/LocalTransfer',
            handle: { title: 'Local Transfer' },
            lazy: () =>
              import('../features/transfers/local-transfer-page').then((m) => ({
                Component: m.LocalTransferPage,
              })),
          },
          {
            path: '/InternationalTransfer',
            handle: { title: 'International Transfer' },
            lazy: () =>
              import('../features/transfers/international-transfer-page').then((m) => ({
                Component: m.InternationalTransferPage,
              })),
          },
          {
            path: '/HistoryPage',
            handle: { title: 'Bank Statement' },
            lazy: () =>
              import('../features/history/history-page').then((m) => ({ Component: m.HistoryPage })),
          },
          {
            path: '/ManagePin',
            handle: { title: 'Manage PIN' },
            lazy: () =>
              import('../features/pin/manage-pin-page').then((m) => ({ Component: m.ManagePinPage })),
          },
          ...featureCustomerRoutes,
          ...comingSoonRoutes,
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
