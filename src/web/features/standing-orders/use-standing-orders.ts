import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schedule, StandingOrder } from '../../../shared/schemas/standing-orders';
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

export type MoveOrderInput = { from: string; to: string; amount: string; schedule: Schedule };

/** POST /standing-orders/moves: a standing order between the customer's own accounts (into a pot). */
export function useCreateMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: MoveOrderInput) =>
      apiRequest<{ message: string; standingOrder: StandingOrder }>('/standing-orders/moves', {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.standingOrders }),
  });
}
