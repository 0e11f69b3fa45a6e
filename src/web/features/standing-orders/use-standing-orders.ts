import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StandingOrder } from '../../../shared/schemas/standing-orders';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function useStandingOrders() {
  return useQuery({
    queryKey: queryKeys.standingOrders,
    queryFn: ({ signal }) => apiRequest<StandingOrder[]>('/standing-orders', { signal }),
  });
}

export function useCancelStandingOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/standing-orders/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.standingOrders }),
  });
}

/** Resumes an order "This wasn't me" paused; the caller wraps it in the step-up (a recent proof is asked). */
export function useResumeStandingOrder() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (run: () => Promise<{ message: string }>) => run(),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.standingOrders }),
  });
}

export const resumeStandingOrder = (id: string) =>
  apiRequest<{ message: string }>(`/standing-orders/${encodeURIComponent(id)}/resume`, {
    method: 'POST',
  });
