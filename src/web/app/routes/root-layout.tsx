import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BRAND_NAME } from '../../../shared/constants';
import { useRouteTitle } from '../route-handle';

/** Wraps every screen: keeps the document title in step with the screen and restores scrolling. */
export function RootLayout() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
