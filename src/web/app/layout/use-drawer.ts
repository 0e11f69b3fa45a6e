import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The side menu as a drawer below the large breakpoint: opening moves focus to its close button,
 * Escape or the close button dismiss it and give focus back to the button that opened it,
 * following a link just closes it. From 1024 px up the menu is a column, so the drawer is closed.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);

  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(() => {
    restoreFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) {
      // After the render, once the page behind the drawer is no longer inert.
      if (restoreFocus.current) openerRef.current?.focus();
      restoreFocus.current = false;
      return undefined;
    }
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismiss]);

  useEffect(() => {
    const large = window.matchMedia('(min-width: 1024px)');
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    large.addEventListener('change', onChange);
    return () => large.removeEventListener('change', onChange);
  }, []);

  return { open, show: () => setOpen(true), close, dismiss, openerRef, closeButtonRef };
}
