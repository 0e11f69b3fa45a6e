import { useQuery } from '@tanstack/react-query';
import type { Insights } from '../../../../shared/schemas/insights';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /insights for this calendar month (UTC, as the statement's months are). */
export function useInsights() {
  const month = new Date().toISOString().slice(0, 7);
  return useQuery({
    queryKey: queryKeys.insights.month(month),
    queryFn: ({ signal }) => apiRequest<Insights>(`/insights?month=${month}`, { signal }),
    staleTime: 30_000,
  });
}
