import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The longest a new page stays behind its skeleton waiting for its data; then it shows whatever it has. */
const MAX_WAIT_MS = 2_000;
const POLL_MS = 40;

/**
 * Whether the page at this path has its first data. A page's panels load side by side and each used to
 * grow when its answer came, pushing the ones below down (layout shift up to 0.37 on a phone). The shell
 * keeps a new page invisible (not absent: its queries run) until no query is fetching any more, at most
 * two seconds, so the page appears once, whole. Later refreshes (every 10 s) do not hide it again.
 */
export function usePageReady(): boolean {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [readyPath, setReadyPath] = useState<string | null>(null);
  const ready = readyPath === pathname;
  useEffect(() => {
    if (ready) return;
    const started = Date.now();
    // Polled rather than read once: the page's queries start in its own effects, after this one.
    const timer = window.setInterval(() => {
      if (queryClient.isFetching() === 0 || Date.now() - started > MAX_WAIT_MS) {
        window.clearInterval(timer);
        setReadyPath(pathname);
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [ready, pathname, queryClient]);
  return ready;
}
