import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardApplication, QueuedCardApplication } from '../../../../shared/schemas/cards';
import { apiRequest } from '../../../lib/api-client';

export type QueueStatus = CardApplication['status'];

const queueKey = ['admin-cards'];

/** GET /admin/cards?status=: card applications with their customer (Pending oldest first). */
export function useCardQueue(status: QueueStatus) {
  return useQuery({
    queryKey: [...queueKey, status],
    queryFn: ({ signal }) =>
      apiRequest<QueuedCardApplication[]>(`/admin/cards?status=${encodeURIComponent(status)}`, { signal }),
  });
}

export type CardDecision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/cards/{id}/approve (issues the card) or /reject (with a reason; the fee is refunded). */
export function useDecideCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: CardDecision) =>
      apiRequest<{ message: string; application: CardApplication }>(
        `/admin/cards/${encodeURIComponent(id)}/${decision}`,
        { method: 'POST', body: reason ? { reason } : {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
