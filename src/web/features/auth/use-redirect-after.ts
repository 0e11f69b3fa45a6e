import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `when` turns true, go to `path` after `delayMs` (cancelled if the screen goes away first). */
export function useRedirectAfter(when: boolean, path: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return undefined;
    const timer = window.setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [when, path, delayMs, navigate]);
}
