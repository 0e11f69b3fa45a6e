import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

export type Decision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** What a decision answers; `request` is set when it waits for a second administrator (four eyes, 202). */
export type DecisionAnswer = { message: string; request?: { _id: string } };

/** GET `{path}?status=…`: one status of an admin queue, oldest first, the page's maximum of 100 items. */
export function useQueueItems<T>(path: string, status: string) {
  return useQuery({
    queryKey: queryKeys.admin.queue(path, status),
    queryFn: ({ signal }) =>
      apiRequest<T[]>(`${path}?status=${encodeURIComponent(status)}&limit=100`, { signal }),
  });
}

/** POST `{path}/{id}/approve` or `/reject` (with the reason); refreshes the queue and `alsoRefresh`. */
export function useDecide(path: string, alsoRefresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: Decision) =>
      apiRequest<DecisionAnswer>(`${path}/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSettled: () =>
      Promise.all(
        [queryKeys.admin.queue(path), ...alsoRefresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
