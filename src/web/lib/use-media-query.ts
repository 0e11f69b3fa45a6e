import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout of the statement and the dashboard's lists (the kit's tables stack below 640 px too). */
export const PHONE_QUERY = '(max-width: 640px)';
