import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading behind a skeleton). */
const HEADING_WAIT_MS = 5_000;

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a navigation inside the shell, focus moves to the new page's heading (h1), as a screen reader or a
 * keyboard user expects of a new page: the next Tab goes into the page, not on through the menu. A page
 * that shows a skeleton first gets focus when its heading appears. The first page of a visit is left alone.
 */
export function usePageFocus(ready = true): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // A page still hidden behind its skeleton cannot take focus: wait until it shows.
    if (!ready) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname, ready]);
}
