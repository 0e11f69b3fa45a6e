import { useMatches } from 'react-router';

/** Routes carry their screen title in `handle`; the deepest route that has one wins. */
export type RouteHandle = { title?: string };

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
