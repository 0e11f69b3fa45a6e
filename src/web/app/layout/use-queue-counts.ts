import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

type QueueCounts = Partial<Record<string, number>>;

/**
 * How many items wait in each back-office queue (`transfers`, `loans`, …), for the admin bar: the same
 * `GET /admin/overview` the dashboard's overview reads, under the same key, refreshed every 30 s.
 */
export function useQueueCounts(enabled: boolean): QueueCounts {
  const overview = useQuery({
    queryKey: queryKeys.admin.overview,
    queryFn: ({ signal }) => apiRequest<{ queues: QueueCounts }>('/admin/overview', { signal }),
    refetchInterval: 30_000,
    enabled,
  });
  return overview.data?.queues ?? {};
}
