import { Navigate, Outlet } from 'react-router';
import { isUnauthorized } from '../../lib/api-client';
import { useProfile } from '../../lib/profile-query';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useDrawer } from './use-drawer';
import { PageLoading } from '../routes/page-loading';
import { usePageFocus } from './use-page-focus';
import { usePageReady } from './use-page-ready';
import './layout.css';

/** The frame of every signed-in customer screen: side menu, top bar and the screen itself. */
export function CustomerShell() {
  const profile = useProfile();
  const drawer = useDrawer();
  const ready = usePageReady();
  usePageFocus(ready);

  // The session ended while the page was open (for example an idle time-out).
  if (isUnauthorized(profile.error)) return <Navigate to="/" replace />;

  return (
    <div className="shell">
      {/* Behind the open drawer like the page: Tab cycles through the menu alone. */}
      <a className="skip-link" href="#main" inert={drawer.open}>
        Skip to content
      </a>
      <SideMenu
        open={drawer.open}
        onClose={drawer.dismiss}
        onNavigate={drawer.close}
        closeButtonRef={drawer.closeButtonRef}
      />
      {drawer.open ? <div className="shell__backdrop" aria-hidden="true" onClick={drawer.dismiss} /> : null}
      {/* While the drawer is open the page behind it takes no focus or clicks. */}
      <div className="shell__body min-w-0" inert={drawer.open}>
        <TopBar
          firstName={profile.data?.firstName}
          lastName={profile.data?.lastName}
          menuOpen={drawer.open}
          onOpenMenu={drawer.show}
          menuButtonRef={drawer.openerRef}
        />
        <main id="main" className="shell__main" tabIndex={-1}>
          {ready ? null : <PageLoading />}
          <div className={ready ? undefined : 'shell__page--waiting'}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
