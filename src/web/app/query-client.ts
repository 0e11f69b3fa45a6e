import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** A failure the server decided (4xx) will not change on a retry; a flaky network might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    // A mutation (a payment above all) is never paused while offline and replayed later by itself: it
    // fails at once with "You're offline — nothing was sent." and only the customer's next tap sends it.
    mutations: { retry: false, networkMode: 'always' },
  },
});
