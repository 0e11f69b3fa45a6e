import { featureAdminRoutes, featureCustomerRoutes } from './routes/feature-routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { requireAdmin, requireSignedIn } from './guards';
import { comingSoonPages } from './routes/customer-pages';
import { PageLoading } from './routes/page-loading';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { lazyPage } from './routes/lazy-page';

/*
 * Every screen is its own chunk (route `lazy`), so the first page loads only what it shows.
 * Guards are loaders: they run before a guarded screen renders, so nothing private flashes.
 */

const comingSoonRoutes: RouteObject[] = comingSoonPages.map(({ path, title }) =>
  lazyPage(path, title, () => import('./routes/coming-soon-page').then((m) => m.ComingSoonPage)),
);

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      lazyPage('/', 'Home', () => import('../features/auth/login-page').then((m) => m.LoginPage)),
      lazyPage('/RegisterPage', 'Create Account', () =>
        import('../features/auth/register-page').then((m) => m.RegisterPage),
      ),
      lazyPage('/ForgotPassword', 'Forgot Password', () =>
        import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ),
      lazyPage('/reset-password/:token', 'Reset Password', () =>
        import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
      ),
      lazyPage('/security/report', "This wasn't me", () =>
        import('../features/security/report-page').then((m) => m.ReportPage),
      ),
      lazyPage('/admin/login', 'Admin Login', () =>
        import('../features/auth/admin-login-page').then((m) => m.AdminLoginPage),
      ),
      {
        loader: requireAdmin,
        lazy: () => import('./layout/admin-shell').then((m) => ({ Component: m.AdminShell })),
        children: [
          lazyPage('/admin/dashboard', 'Admin Dashboard', () =>
            import('../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
          ),
          lazyPage('/admin/transfers', 'Transfers', () =>
            import('../features/admin/admin-transfers-page').then((m) => m.AdminTransfersPage),
          ),
          ...featureAdminRoutes,
        ],
      },
      {
        loader: requireSignedIn,
        lazy: () => import('./layout/customer-shell').then((m) => ({ Component: m.CustomerShell })),
        children: [
          lazyPage('/dashboard', 'Dashboard', () =>
            import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
          ),
          lazyPage('/LocalTransfer', 'Local Transfer', () =>
            import('../features/transfers/local-transfer-page').then((m) => m.LocalTransferPage),
          ),
          lazyPage('/InternationalTransfer', 'International Transfer', () =>
            import('../features/transfers/international-transfer-page').then(
              (m) => m.InternationalTransferPage,
            ),
          ),
          lazyPage('/HistoryPage', 'Bank Statement', () =>
            import('../features/history/history-page').then((m) => m.HistoryPage),
          ),
          lazyPage('/ManagePin', 'Manage PIN', () =>
            import('../features/pin/manage-pin-page').then((m) => m.ManagePinPage),
          ),
          ...featureCustomerRoutes,
          ...comingSoonRoutes,
        ],
      },
      lazyPage('*', 'Page not found', () => import('./routes/not-found-page').then((m) => m.NotFoundPage)),
    ],
  },
];

export const router = createBrowserRouter(routes);
