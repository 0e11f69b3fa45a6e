import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { BRAND_NAME } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { VaultLogo } from '../../components/ui/icons';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { signOut } from '../../lib/sign-out';
import type { MfaStatus } from '../../../shared/schemas/passkeys';
import { AdminEnrolmentPage } from '../../features/security/admin-enrolment-page';
import { featureAdminLinks } from '../routes/feature-routes';
import { AdminNavLink } from './admin-nav-link';
import { usePageFocus } from './use-page-focus';
import { useQueueCounts } from './use-queue-counts';
import './layout.css';

/**
 * The back office frame: a plain top bar with the title and Sign Out. An administrator without two-step
 * sign-in sees only the enrolment screen (the server refuses them the rest).
 */
export function AdminShell() {
  const [signingOut, setSigningOut] = useState(false);
  usePageFocus();
  const mfa = useQuery({
    queryKey: queryKeys.mfa,
    queryFn: ({ signal }) => apiRequest<MfaStatus>('/users/mfa', { signal }),
  });
  const mustEnrol = mfa.data ? !mfa.data.twoStep : false;
  const queues = useQueueCounts(!mustEnrol && Boolean(mfa.data));
  const waiting = (path: string) => queues[path.replace('/admin/', '')];
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="toolbar admin-bar">
        <p className="brand text-lg">
          <VaultLogo className="brand-logo" size={30} />
          <span>{BRAND_NAME} Admin</span>
        </p>
        {mustEnrol ? null : (
          <nav className="row-wrap gap-1 admin-bar__nav" aria-label="Admin menu">
            <AdminNavLink to="/admin/dashboard" label="Users" />
            <AdminNavLink to="/admin/transfers" label="Transfers" waiting={waiting('/admin/transfers')} />
            {featureAdminLinks.map((link) => (
              <AdminNavLink key={link.to} to={link.to} label={link.label} waiting={waiting(link.to)} />
            ))}
          </nav>
        )}
        <ThemeToggle className="icon-button admin-bar__theme" />
        <Button
          variant="secondary"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          {signingOut ? 'Signing out…' : 'Sign Out'}
        </Button>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {mustEnrol ? <AdminEnrolmentPage /> : mfa.isPending ? null : <Outlet />}
      </main>
    </div>
  );
}
