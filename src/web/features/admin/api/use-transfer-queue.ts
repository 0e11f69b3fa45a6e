import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '../../../../shared/schemas/transfers';
import { apiRequest } from '../../../lib/api-client';

export type QueuedTransfer = Transaction & { customer: { _id: string; name: string; email: string } };

const queueKey = ['admin-transfers', 'Processing'];

/** GET /admin/transfers?status=Processing: outgoing transfers waiting to be settled or returned. */
export function useTransferQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => apiRequest<QueuedTransfer[]>('/admin/transfers?status=Processing', { signal }),
  });
}

export type Decision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/transfers/{id}/approve (settle) or /reject (return, with a reason). 409 once decided. */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: Decision) =>
      apiRequest<{ message: string; transaction?: Transaction; request?: { _id: string } }>(
        `/admin/transfers/${encodeURIComponent(id)}/${decision}`,
        { method: 'POST', body: reason ? { reason } : {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
