import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Overview = {
  queues: Partial<Record<string, number>>;
  totals: { customers: number; moneyHeld: number; feesThisMonth: number };
};

export const overviewKey = queryKeys.admin.overview;

/** GET /admin/overview: items waiting per queue and the bank's totals, refreshed every 30 s. */
export function useOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => apiRequest<Overview>('/admin/overview', { signal }),
    refetchInterval: 30_000,
  });
}
