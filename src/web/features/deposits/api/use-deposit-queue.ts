import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDeposit, DepositStatus } from '../../../../shared/schemas/deposits';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob } from '../../../lib/api-files';

const queueKey = ['admin-deposits'];

/** GET /admin/deposits?status=…: cheques of one status, oldest first, with the customer. */
export function useDepositQueue(status: DepositStatus) {
  return useQuery({
    queryKey: [...queueKey, status],
    queryFn: ({ signal }) =>
      apiRequest<AdminDeposit[]>(`/admin/deposits?status=${status}&limit=100`, { signal }),
  });
}

/**
 * GET /deposits/{id}/image as a blob: the server sends it as a no-store attachment, so the page fetches it
 * and shows it through an object URL. An image never changes, so it is fetched once per visit.
 */
export function useChequeImage(imageUrl: string) {
  return useQuery({
    queryKey: ['cheque-image', imageUrl],
    queryFn: ({ signal }) => apiBlob(imageUrl, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

export type DepositDecision = { id: string; decision: 'approve' | 'reject'; reason?: string };

/** POST /admin/deposits/{id}/approve or /reject (with a reason). 409 once decided. */
export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: DepositDecision) =>
      apiRequest<{ message: string; deposit: AdminDeposit }>(
        `/admin/deposits/${encodeURIComponent(id)}/${decision}`,
        { method: 'POST', body: reason ? { reason } : {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
